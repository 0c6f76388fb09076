// Runs every benchmark (or those named as arguments, e.g. `npm run bench -- auth-users`) one after another.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2);
// lib.mjs and the seed-*.mjs loaders are modules the benches share, not benches.
const all = readdirSync(here).filter(
  (f) => f.endsWith('.mjs') && !['lib.mjs', 'run-all.mjs'].includes(f) && !f.startsWith('seed-'),
);
const chosen = wanted.length ? all.filter((f) => wanted.some((w) => f.startsWith(w))) : all;
let failed = 0;
for (const file of chosen) {
  console.log(`\n=== bench/${file}`);
  const r = spawnSync(process.execPath, [`${here}/${file}`], { stdio: 'inherit' });
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
