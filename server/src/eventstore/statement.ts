/**
 * The statement builder moved to `platform/statement.ts` (the database layer); this name stays for the
 * modules that still import it from here (booking/, boats/). Remove once they import the platform file.
 */
export { compose, part, run, type SqlPart } from '../platform/statement.js';
