/**
 * The read-model row helpers moved to `platform/json-rows.ts` (the database layer); this name stays for
 * the modules that still import it from here (booking/). Remove once they import the platform file.
 */
export type { JsonRow, KeyType } from '../platform/json-rows.js';
