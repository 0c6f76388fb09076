import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../src/config.js';

/** `docker compose` (plugin) or `docker-compose` (standalone), whichever this machine has. */
function composeCommand(): string[] | null {
  if (spawnSync('docker', ['compose', 'version'], { encoding: 'utf8' }).status === 0) return ['docker', 'compose'];
  if (spawnSync('docker-compose', ['version'], { encoding: 'utf8' }).status === 0) return ['docker-compose'];
  return null;
}

const compose = composeCommand();

describe('docker-compose.yml', () => {
  // .ci/run installs docker-compose, so CI always runs this; elsewhere it needs a compose client.
  it.runIf(compose !== null || process.env.CI)('is accepted by `docker compose config`', () => {
    expect(compose, 'no docker compose client: .ci/run installs docker-compose').not.toBeNull();
    const [cmd, ...args] = compose!;
    const r = spawnSync(cmd!, [...args, 'config', '-q'], { cwd: ROOT_DIR, encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });
});
