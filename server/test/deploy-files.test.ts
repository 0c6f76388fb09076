import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ROOT_DIR } from '../src/config.js';
import { archiveSettings } from '../src/platform/wal-archive-settings.js';

/** `docker compose` (plugin) or `docker-compose` (standalone), whichever this machine has. */
function composeCommand(): string[] | null {
  if (spawnSync('docker', ['compose', 'version'], { encoding: 'utf8' }).status === 0) return ['docker', 'compose'];
  if (spawnSync('docker-compose', ['version'], { encoding: 'utf8' }).status === 0) return ['docker-compose'];
  return null;
}

const compose = composeCommand();
const caddy = spawnSync('caddy', ['version'], { encoding: 'utf8' }).status === 0;
const read = (path: string) => readFileSync(join(ROOT_DIR, path), 'utf8');

interface Service {
  image?: string;
  build?: unknown;
  command?: string[];
  entrypoint?: string[];
  user?: string;
  init?: boolean;
  environment?: Record<string, string>;
  volumes?: string[];
  ports?: string[];
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  restart?: string;
}
const composeText = read('docker-compose.yml');
const services = (parse(composeText, { merge: true }) as { services: Record<string, Service> }).services;
const service = (name: string): Service => {
  const s = services[name];
  if (!s) throw new Error(`no service ${name}`);
  return s;
};

/** What every password-like variable must be for `docker compose config` to accept the file. */
const REQUIRED = {
  POSTGRES_PASSWORD: 'pg-owner-test',
  APP_DB_PASSWORD: 'pg-app-test',
  MINIO_ROOT_PASSWORD: 'minio-root-test',
  S3_SECRET_ACCESS_KEY: 's3-app-test',
  BACKUP_S3_SECRET_ACCESS_KEY: 's3-backup-test',
};

describe('docker-compose.yml', () => {
  it('runs PostgreSQL, its roles one-shot, MinIO and its bucket one-shot, two API replicas, a worker, a backup and a proxy', () => {
    expect(Object.keys(services).sort()).toEqual([
      'api-1',
      'api-2',
      'backup',
      'db',
      'db-roles',
      'minio',
      'minio-setup',
      'proxy',
      'worker',
    ]);
    for (const name of ['db', 'minio', 'api-1', 'api-2', 'worker', 'proxy']) {
      expect(service(name).healthcheck?.test.length, `${name} has a health check`).toBeGreaterThan(1);
    }
    expect(service('minio').image).toMatch(/^minio\/minio:RELEASE\./);
    expect(service('minio-setup').image).toMatch(/^minio\/mc:RELEASE\./);
    expect(service('minio-setup').command!.join('\n')).toMatch(/mc mb --ignore-existing local\/fethiye-uploads/);
    expect(service('minio-setup').depends_on).toEqual({ minio: { condition: 'service_healthy' } });
    expect(service('db-roles').depends_on).toEqual({ db: { condition: 'service_healthy' } });
  });

  it('starts the API replicas and the worker from the prebuilt bundle under an init, on the two database URLs', () => {
    for (const name of ['api-1', 'api-2', 'worker']) {
      const s = service(name);
      expect(s.init, `${name} init`).toBe(true);
      expect(s.build, `${name} is built from the Dockerfile`).toBe('.');
      expect(s.command).toEqual(['node', name === 'worker' ? 'server/dist/worker.js' : 'server/dist/main.js']);
      expect(s.environment!.DATABASE_URL).toMatch(
        /^postgres:\/\/fethiye_app_login:\$\{APP_DB_PASSWORD:\?[^}]+\}@db:5432\/fethiye$/,
      );
      expect(s.environment!.MIGRATION_DATABASE_URL).toMatch(
        /^postgres:\/\/fethiye:\$\{POSTGRES_PASSWORD:\?[^}]+\}@db:5432\/fethiye$/,
      );
      expect(s.environment).toMatchObject({
        STORAGE: 's3',
        S3_ENDPOINT: 'http://minio:9000',
        S3_BUCKET: 'fethiye-uploads',
        S3_FORCE_PATH_STYLE: 'on',
      });
      // With the uploads in the bucket, no container of the app keeps files of its own.
      expect(s.volumes, `${name} volumes`).toBeUndefined();
    }
    for (const name of ['api-1', 'api-2']) {
      expect(service(name).environment).toMatchObject({ WORKERS: 'off', TRUST_PROXY: 'on' });
      expect(service(name).ports, `${name} is reached through the proxy only`).toBeUndefined();
    }
    expect(service('worker').environment!.WORKER_HEALTH_PORT).toBe('3000');
    // The first replica waits for the roles and the bucket; the others for the first (migrations, pg-boss queues).
    expect(service('api-1').depends_on).toEqual({
      'db-roles': { condition: 'service_completed_successfully' },
      'minio-setup': { condition: 'service_completed_successfully' },
    });
    expect(service('api-2').depends_on).toEqual({ 'api-1': { condition: 'service_healthy' } });
    expect(service('worker').depends_on).toEqual({ 'api-1': { condition: 'service_healthy' } });
  });

  it('puts the proxy in front of both replicas and the bucket, the only published service', () => {
    const proxy = service('proxy');
    expect(proxy.image).toMatch(/^caddy:2/);
    expect(proxy.volumes).toContain('./deploy/Caddyfile:/etc/caddy/Caddyfile:ro');
    expect(
      Object.entries(services)
        .filter(([, s]) => s.ports)
        .map(([name]) => name),
    ).toEqual(['proxy']);
    const caddyfile = read('deploy/Caddyfile');
    expect(caddyfile).toMatch(/reverse_proxy api-1:3000 api-2:3000 \{/);
    expect(caddyfile).toMatch(/health_uri \/v1\/health/);
    expect(caddyfile).toMatch(/rewrite \* \/fethiye-uploads\{path\}\s+reverse_proxy minio:9000/);
    expect(service('api-1').environment!.S3_PUBLIC_BASE_URL).toBe('${PUBLIC_URL:-http://localhost:8080}/media');
  });

  it('restarts every long-running service after a crash or a reboot; the one-shots run once', () => {
    for (const name of ['db', 'minio', 'api-1', 'api-2', 'worker', 'proxy'])
      expect(['unless-stopped', 'always'], `${name} restart`).toContain(service(name).restart);
    for (const name of ['db-roles', 'minio-setup']) expect(service(name).restart, `${name} restart`).toBe('no');
  });

  it('has no known default password: secrets are required, the admin password is generated unless given', () => {
    const defaults = [...composeText.matchAll(/\$\{([A-Z0-9_]+):-([^}]*)\}/g)].map(
      ([, name, value]) => [name!, value!] as const,
    );
    const secretLike = /PASSWORD|SECRET/;
    for (const [name, value] of defaults) if (secretLike.test(name)) expect(value, `${name} has no default`).toBe('');
    for (const name of Object.keys(REQUIRED)) expect(composeText).toMatch(new RegExp(`\\$\\{${name}:\\?[^}]+\\}`));
    for (const [name, s] of Object.entries(services)) {
      for (const [key, value] of Object.entries(s.environment ?? {})) {
        if (secretLike.test(key))
          expect(String(value), `${name}.${key} comes from the environment`).toMatch(/^\$\{[A-Z0-9_]+:[?-][^}]*\}$/);
      }
    }
    expect(service('api-1').environment!.ADMIN_PASSWORD).toBe('${ADMIN_PASSWORD:-}');
    expect(composeText).not.toMatch(/degistir-beni/);
  });

  // .ci/run installs docker-compose, so CI always runs this; elsewhere it needs a compose client.
  it.runIf(compose !== null || process.env.CI)(
    'is accepted by `docker compose config`, and refused without the passwords',
    () => {
      expect(compose, 'no docker compose client: .ci/run installs docker-compose').not.toBeNull();
      const [cmd, ...args] = compose!;
      const env: Record<string, string | undefined> = { ...process.env, ...REQUIRED };
      for (const key of ['PUBLIC_URL', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'JWT_SECRET', 'HTTP_PORT', 'SITE_ADDRESS'])
        delete env[key];
      const ok = spawnSync(cmd!, [...args, 'config', '-q'], { cwd: ROOT_DIR, encoding: 'utf8', env });
      expect(ok.stderr).toBe('');
      expect(ok.status).toBe(0);
      const { POSTGRES_PASSWORD: _pg, ...withoutOne } = env;
      const refused = spawnSync(cmd!, [...args, 'config', '-q'], { cwd: ROOT_DIR, encoding: 'utf8', env: withoutOne });
      expect(refused.status).not.toBe(0);
      expect(refused.stderr).toContain('set POSTGRES_PASSWORD');
    },
  );
});

describe('docker-compose.yml: the backup of the db', () => {
  it('archives the db’s WAL with the embedded cluster’s own archive_command, into a spool on its volume', () => {
    const settings = archiveSettings({ on: true, timeoutSeconds: 300 });
    const command = service('db').command!;
    expect(command[0]).toBe('postgres');
    const given = Object.fromEntries(
      command
        .slice(1)
        .filter((_, i) => i % 2 === 1)
        .map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]),
    );
    expect(given).toEqual({ ...settings, archive_timeout: '${BACKUP_ARCHIVE_TIMEOUT_SECONDS:-300}' });
    expect(command.filter((_, i) => i % 2 === 1).every((flag) => flag === '-c')).toBe(true);
  });

  it('ships it and takes base backups from the app’s image, as the data folder’s owner, to a private MinIO bucket with its own key', () => {
    const backup = service('backup');
    expect(backup.build).toBe('.');
    expect(backup.init).toBe(true);
    expect(backup.command).toEqual(['node', 'server/dist/backup-service.js']);
    expect(readFileSync(join(ROOT_DIR, 'server/scripts/build.mjs'), 'utf8')).toContain("'backup-service.ts'");
    // postgres:18 keeps its cluster in 18/docker of the volume, owned by its postgres user (999).
    expect(backup.user).toBe('999:999');
    expect(backup.volumes).toEqual(['pgdata:/var/lib/postgresql']);
    expect(service('db').volumes).toEqual(['pgdata:/var/lib/postgresql']);
    expect(backup.environment).toMatchObject({
      BACKUP_PGDATA: '/var/lib/postgresql/18/docker',
      BACKUP_S3_BUCKET: 'fethiye-backups',
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY_ID: '${BACKUP_S3_ACCESS_KEY_ID:-fethiye-backup}',
    });
    expect(backup.environment!.MIGRATION_DATABASE_URL).toBe(service('api-1').environment!.MIGRATION_DATABASE_URL);
    expect(backup.environment!.DATABASE_URL).toBe(service('api-1').environment!.DATABASE_URL);
    // Nothing of the uploads: not their bucket, not their key.
    expect(backup.environment!.S3_BUCKET).toBeUndefined();
    expect(backup.environment!.S3_SECRET_ACCESS_KEY).toMatch(/^\$\{BACKUP_S3_SECRET_ACCESS_KEY:\?/);
    expect(backup.depends_on).toEqual({ 'api-1': { condition: 'service_healthy' } });
    const setup = service('minio-setup').command!.join('\n');
    expect(setup).toMatch(/mc mb --ignore-existing local\/fethiye-backups/);
    expect(setup).not.toMatch(/anonymous set \w+ local\/fethiye-backups/);
    expect(setup).toMatch(/policy attach local fethiye-backups --user "\$\$BACKUP_S3_ACCESS_KEY_ID"/);
  });
});

describe('deploy/Caddyfile', () => {
  // .ci/run installs caddy (Debian's), so CI always checks the file's syntax.
  it.runIf(caddy || process.env.CI)('is a valid Caddy configuration', () => {
    const env: Record<string, string | undefined> = { ...process.env };
    delete env.SITE_ADDRESS;
    const r = spawnSync('caddy', ['adapt', '--config', 'deploy/Caddyfile', '--adapter', 'caddyfile'], {
      cwd: ROOT_DIR,
      encoding: 'utf8',
      env,
    });
    expect(r.error).toBeUndefined();
    expect(r.status, r.stderr).toBe(0);
    const servers = (JSON.parse(r.stdout) as { apps: { http: { servers: Record<string, { listen: string[] }> } } }).apps
      .http.servers;
    expect(Object.values(servers).map((s) => s.listen)).toEqual([[':80'], [':8081']]);
  });
});

describe('Dockerfile and .dockerignore', () => {
  const dockerfile = read('Dockerfile');
  const instructions = dockerfile.split('\n').filter((line) => line.trim() && !line.trimStart().startsWith('#'));

  it('builds on a supported Node LTS, with the site and the server bundle made at build time', () => {
    const from = instructions.filter((l) => l.startsWith('FROM '));
    expect(from).toHaveLength(1);
    const [, major] = /^FROM node:(\d+)-(?:bookworm|trixie)-slim$/.exec(from[0]!) ?? [];
    expect(['22', '24']).toContain(major);
    expect(instructions).toContain('RUN npm run build');
    expect((JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts.build).toBe(
      'npm run build -w web && npm run build -w server',
    );
    expect(instructions.at(-1)).toBe('CMD ["node", "server/dist/main.js"]');
    expect(dockerfile).not.toMatch(/npm start|CMD \["npm"/);
  });

  it('installs with the patched database driver: the patch script is there before npm ci runs postinstall', () => {
    const copy = instructions.indexOf('COPY scripts/patch-postgres.mjs scripts/patch-postgres.mjs');
    const install = instructions.findIndex((l) => /^RUN npm ci --omit=dev /.test(l));
    expect(copy).toBeGreaterThan(-1);
    expect(install).toBeGreaterThan(copy);
    expect(instructions.slice(0, install).filter((l) => l.startsWith('COPY . '))).toEqual([]);
    const root = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    expect(root.scripts.postinstall).toBe('node scripts/patch-postgres.mjs');
    const server = JSON.parse(read('server/package.json')) as { dependencies: Record<string, string> };
    expect(server.dependencies.postgres).toBe('3.4.9');
  });

  it('runs as node, which owns only the data folder, not the code', () => {
    expect(instructions).toContain('USER node');
    expect(dockerfile).not.toMatch(/chown -R node:node \/app\s*$/m);
    expect(dockerfile).toMatch(/mkdir -p \/app\/\.data\/uploads && chown -R node:node \/app\/\.data/);
    expect(dockerfile).toMatch(/^HEALTHCHECK .*\/v1\/health/m);
  });

  it('keeps .env, local data and built output out of the build context', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .map((l) => l.trim());
    for (const entry of ['.env', '.data', 'node_modules', '.git', 'server/dist', 'web/dist'])
      expect(ignored).toContain(entry);
  });
});

describe('docs/operations.md: the systemd unit for one machine', () => {
  const unit = /## One machine: systemd[\s\S]*?```ini\n([\s\S]*?)```/.exec(read('docs/operations.md'))?.[1] ?? '';
  const lines = unit.split('\n');

  it('restarts the server always, runs the prebuilt bundle, and lets it stop its PostgreSQL in order', () => {
    for (const line of [
      '[Service]',
      'Restart=always',
      'ExecStart=/usr/bin/node server/dist/main.js',
      'KillMode=mixed',
      'StartLimitIntervalSec=0',
      'WantedBy=multi-user.target',
    ])
      expect(lines).toContain(line);
    // Longer than the server's own shutdown deadline (main.ts, 20 s) plus PostgreSQL's stop.
    expect(Number(/^TimeoutStopSec=(\d+)$/m.exec(unit)?.[1])).toBeGreaterThan(30);
  });

  it.skipIf(spawnSync('systemd-analyze', ['--version']).status !== 0)('is accepted by systemd-analyze verify', () => {
    const dir = mkdtempSync(join(tmpdir(), 'unit-'));
    try {
      writeFileSync(join(dir, 'fethiye-tekne.service'), unit);
      const verify = spawnSync('systemd-analyze', ['verify', join(dir, 'fethiye-tekne.service')], {
        encoding: 'utf8',
      });
      expect(verify.stderr).toBe('');
      expect(verify.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
