import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { BASELINE, CHANGELOG, CURRENT, LOG_MARKER } from './api-compat-files.js';
import { baselineHash, baselineText, compareContracts, describeBreaking, type OpenApiDocument } from './api-compat.js';

/**
 * `npm run contract:check`: the current document (openapi/openapi.json) against the committed baseline.
 * `npm run contract:accept -- "<why>"`: makes the current document the baseline on purpose, and adds its
 * line (date, API version, the baseline's hash, the breaking changes accepted, why) to CHANGELOG.md,
 * which `npm test` checks names the baseline's hash.
 */
const readJson = async (path: string) => JSON.parse(await readFile(path, 'utf8')) as OpenApiDocument;

async function main(): Promise<number> {
  const [command, ...words] = process.argv.slice(2);
  const current = await readJson(CURRENT);
  const baseline = await readJson(BASELINE).catch(() => undefined);
  const changes = baseline ? compareContracts(baseline, current) : [];
  const breaking = describeBreaking(changes);

  if (command === 'check') {
    for (const c of changes.filter((x) => !x.breaking)) process.stdout.write(`  ${c.at}: ${c.message}\n`);
    if (breaking.length === 0) {
      process.stdout.write(`Sözleşme bozulmadı (${changes.length} uyumlu değişiklik).\n`);
      return 0;
    }
    process.stdout.write(`Geriye uyumsuz ${breaking.length} değişiklik:\n${breaking.map((b) => `  ${b}\n`).join('')}`);
    process.stdout.write('Bilerek yapıldıysa: npm run contract:accept -- "<neden>"\n');
    return 1;
  }

  if (command === 'accept') {
    const why = words.join(' ').trim();
    if (!why) {
      process.stderr.write('Nedenini yazın: npm run contract:accept -- "<neden; kimleri etkiler>"\n');
      return 1;
    }
    const text = baselineText(current as never);
    const hash = baselineHash(text);
    await mkdir(dirname(BASELINE), { recursive: true });
    await writeFile(BASELINE, text);
    const log = await readFile(CHANGELOG, 'utf8');
    if (!log.includes(LOG_MARKER)) throw new Error(`${CHANGELOG} has no ${LOG_MARKER}`);
    const summary = breaking.length ? ` Breaking: ${breaking.join('; ')}.` : '';
    const line = `- ${new Date().toISOString().slice(0, 10)} · API ${current.info?.version ?? '?'} · baseline sha256:${hash} · ${why}${summary}`;
    await writeFile(CHANGELOG, log.replace(LOG_MARKER, `${LOG_MARKER}\n\n${line}`));
    process.stdout.write(`${BASELINE} yazıldı (sha256:${hash}); CHANGELOG.md satırı eklendi.\n`);
    return 0;
  }

  process.stderr.write('Kullanım: api-compat-cli check | accept "<neden>"\n');
  return 2;
}

process.exitCode = await main();
