// `npm run typecheck`: tsc on the server, web, e2e and SDK (packages/client) projects at the same time (each tsc uses one core),
// each one's diagnostics printed together once it ends; fails when any of them fails.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

const check = (project) =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project, '--noEmit'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    child.once('close', (code) => {
      if (output) process.stdout.write(output);
      if (code !== 0) process.stderr.write(`tsc -p ${project}: exit ${code}\n`);
      resolve(code === 0);
    });
  });

const results = await Promise.all(['server', 'web', 'e2e', 'packages/client'].map(check));
process.exitCode = results.every(Boolean) ? 0 : 1;
