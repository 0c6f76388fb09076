import pino from 'pino';
import { loggerOptions } from './app.js';
import { configOrExit } from './config.js';
import { rebuildProjections } from './eventstore/projections.js';
import { openDatabase } from './platform/database.js';
import { inlineProjections } from './reservations/projections/registry.js';

/**
 * `npm run projections:rebuild`: empties every read model of the event log and replays the log
 * into it. Appends wait while it runs. Uses DATABASE_URL, or the embedded database (stop
 * `npm start` first: the embedded cluster serves one process at a time).
 */
const config = configOrExit();
const log = pino(loggerOptions(config) as pino.LoggerOptions);
const db = await openDatabase(config, log);
try {
  const { events, ms, phases } = await rebuildProjections(db.sql, { inline: inlineProjections });
  process.stdout.write(
    `${inlineProjections.map((p) => p.name).join(', ')} yeniden kuruldu: ${events} olay, ${ms} ms` +
      (ms > 0 ? ` (${Math.round((events / ms) * 1000)} olay/sn)` : '') + '\n' +
      `  süreler (ms): ${Object.entries(phases).map(([k, v]) => `${k} ${v}`).join(', ')}\n`,
  );
} finally {
  await db.close();
}
