// Builds web/dist when it is missing or older than any web source, so `npm start` serves a current site.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const stamp = join(webDir, 'dist', 'server', 'entry.mjs');
const sources = ['pages', 'src', 'public', 'vite.config.ts', 'package.json'].map((p) => join(webDir, p));

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
if (built === 0 || Math.max(...sources.map(newest)) > built) {
  process.stdout.write('Site derleniyor (web/dist)…\n');
  const result = spawnSync('npm', ['run', 'build', '-w', 'web'], {
    cwd: join(webDir, '..'),
    stdio: 'inherit',
    // Test runners set NODE_ENV=test, which would bundle React's development build.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
