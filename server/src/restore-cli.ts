import { parseArgs } from 'node:util';
import { relative } from 'node:path';
import { configOrExit } from './config.js';
import { backupTarget } from './backup/backup-runner.js';
import { parseRestoreMoment } from './backup/restore-moment.js';
import { RestoreError, restoreBackup } from './backup/restore.js';
import { StartupError } from './platform/startup-error.js';

/**
 * `npm run restore -- --to "2027-06-12 14:30"` (Turkey time unless an offset is given) or `-- --latest`:
 * a new cluster folder beside DATA_DIR/pg from the backups, checked; the running one is not touched.
 */
const config = configOrExit();
const { values } = parseArgs({ options: { to: { type: 'string' }, latest: { type: 'boolean' } } });
const fail = (message: string): never => {
  process.stderr.write(`Geri yüklenemedi: ${message}\n`);
  process.exit(1);
};
if (Boolean(values.to) === Boolean(values.latest))
  fail('--to "YYYY-AA-GG SS:DD" (Türkiye saati) veya --latest verin, ikisinden biri');
const to = values.to ? (parseRestoreMoment(values.to) ?? fail(`--to "${values.to}" bir an değil`)) : undefined;
const at = (d: Date) => d.toLocaleString('tr-TR', { timeZone: 'Europe/Istanbul' });
const shown = (path: string) => relative(process.cwd(), path) || path;

try {
  const target = await backupTarget(config.backup);
  const report = await restoreBackup({
    target,
    dataDir: config.dataDir,
    to,
    log: {
      info: (m) => process.stdout.write(`  ${m}\n`),
      warn: (m) => process.stdout.write(`  ${m}\n`),
      error: (m) => process.stderr.write(`  ${m}\n`),
    },
  });
  const { check } = report;
  const sound = check.brokenStreams.length === 0 && check.differingReadModels.length === 0;
  const current = `${config.dataDir}/pg`;
  process.stdout.write(
    [
      '',
      `Geri yüklendi: ${shown(report.folder)}`,
      `  Kaynak: ${target.where}, temel yedek ${report.base.id} (bitiş ${at(new Date(report.base.finishedAt))}), ${report.walFiles} WAL dosyası`,
      `  Hedef an: ${report.to ? at(report.to) : 'arşivdeki son kayıt (--latest)'}`,
      `  Olay kaydı: ${check.events} olay, ${check.streams} akış, son olay ${check.lastEventAt ? at(new Date(check.lastEventAt)) : '-'}; ` +
        (check.brokenStreams.length ? `KESİK akışlar: ${check.brokenStreams.join(', ')}` : 'kesintisiz'),
      `  Okuma modelleri: ${check.differingReadModels.length ? `yeniden kurulunca FARKLI: ${check.differingReadModels.join(', ')}` : 'olaylardan yeniden kuruldu, saklananlarla aynı'}`,
      `  Eski klasör (${shown(current)}) olduğu gibi duruyor; hiçbir şey üzerine yazılmadı.`,
      '',
      'Geçmek için:',
      '  1. Sunucuyu durdurun (Ctrl-C veya servis yöneticiniz).',
      `  2. mv ${shown(current)} ${shown(current)}-before-restore && mv ${shown(report.folder)} ${shown(current)}`,
      '  3. npm start (yeni küme WAL arşivine yeni bir zaman çizgisinde devam eder; ilk temel yedek hemen alınır).',
      '',
    ].join('\n'),
  );
  process.exit(sound ? 0 : 2);
} catch (err) {
  if (err instanceof RestoreError || err instanceof StartupError) fail(err.message);
  throw err;
}
