import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT_DIR } from '../src/config.js';

/**
 * Bundles the server's entry points into server/dist, as `npm start` does before it runs them
 * (server/scripts/build.mjs, esbuild, well under a second). The global setups call it once per run,
 * so the processes the tests start run the current sources in the form `npm start` runs them,
 * without compiling TypeScript in every started process (tsx: 3–4 s of CPU each).
 */
export function buildServerBundle(): void {
  const bundle = spawnSync(process.execPath, [join(ROOT_DIR, 'server', 'scripts', 'build.mjs')], {
    cwd: ROOT_DIR,
    stdio: 'inherit',
  });
  if (bundle.status !== 0) throw new Error('server build failed');
}

/** `node server/dist/<entry>.js`: the bundled entry point (main, worker, rebuild-cli, uploads-to-s3-cli), as file and arguments. */
export const bundled = (
  entry: 'main' | 'worker' | 'rebuild-cli' | 'uploads-to-s3-cli',
): { file: string; args: string[] } => ({
  file: process.execPath,
  args: [join('server', 'dist', `${entry}.js`)],
});
