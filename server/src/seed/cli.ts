import pino from 'pino';
import { loggerOptions } from '../app.js';
import { configOrExit } from '../config.js';
import { openDatabase } from '../platform/database.js';
import { exitWithStartupLine } from '../platform/startup-error.js';
import { openStorage } from '../platform/open-storage.js';
import { bootstrapData, loginLines } from './index.js';

/** `npm run seed`: the first-start data (admin login, and demo data when the database has no users). */
const config = configOrExit();
const db = await openDatabase(config, pino(loggerOptions(config) as pino.LoggerOptions)).catch(exitWithStartupLine);
const storage = await openStorage(config).catch(exitWithStartupLine);
try {
  const { admin, seeded } = await bootstrapData(db.sql, config, storage);
  process.stdout.write(
    [
      ...loginLines(admin, seeded),
      seeded ? 'Demo verisi yüklendi.' : 'Veritabanında kullanıcı var; demo verisi yüklenmedi.',
    ].join('\n') + '\n',
  );
} finally {
  storage.close?.();
  await db.close();
}
