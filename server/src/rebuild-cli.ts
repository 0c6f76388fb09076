import pino from 'pino';
import { loggerOptions } from './app.js';
import { configOrExit } from './config.js';
import { rebuildProjections } from './eventstore/projections.js';
import { openDatabase } from './platform/database.js';
import { exitWithStartupLine } from './platform/startup-error.js';
import { inlineProjections } from './booking/projections.js';

/**
 * `npm run projections:rebuild`: empties every read model of the event log and replays the log
 * into it. Appends wait while it runs. It truncates, drops and recreates indexes and loads with
 * COPY, so it connects as the tables' owner: MIGRATION_DATABASE_URL (or DATABASE_URL alone), or the
 * embedded database (stop `npm start` first: the embedded cluster serves one process at a time).
 */
const config = configOrExit();
const log = pino(loggerOptions(config) as pino.LoggerOptions);
const db = await openDatabase(config, log, { as: 'owner' }).catch(exitWithStartupLine);
try {
  const { events, ms, phases, passes } = await rebuildProjections(db.sql, { inline: inlineProjections });
  process.stdout.write(
    `${inlineProjections.map((p) => p.name).join(', ')} yeniden kuruldu: ${events} olay, ${ms} ms` +
      (ms > 0 ? ` (${Math.round((events / ms) * 1000)} olay/sn)` : '') +
      (passes > 1 ? `, ${passes} geçişte` : '') +
      '\n' +
      `  süreler (ms): ${Object.entries(phases)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}\n`,
  );
} finally {
  await db.close();
}
