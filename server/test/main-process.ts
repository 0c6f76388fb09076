import { spawn, type ChildProcess } from 'node:child_process';
import { ROOT_DIR } from '../src/config.js';
import { bundled } from './server-bundle.js';

/** `npm start`'s server (server/src/main.ts) as a child process, with what it writes. */
export interface Started {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
}

/** Variables of the test run's own environment that would change what the started server does. */
const INHERITED = [
  'DATABASE_URL',
  'MIGRATION_DATABASE_URL',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'PORT',
  'DATA_DIR',
  'JWT_SECRET',
  'SMTP_URL',
  'EMBEDDED_PG_PORT',
];

export function startEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const clean = { ...process.env };
  for (const key of INHERITED) delete clean[key];
  return { ...clean, HOST: '127.0.0.1', LOG_LEVEL: 'warn', LOG_PRETTY: 'off', ...env };
}

/**
 * Starts `npm start`'s server, `node server/dist/main.js` (bundled from server/src/main.ts by the global
 * setup), or `command` with `args` (e.g. through `unshare`).
 */
export function run(
  env: Record<string, string>,
  command: { file: string; args: string[]; cwd?: string } = bundled('main'),
): Started {
  const child = spawn(command.file, command.args, { cwd: command.cwd ?? ROOT_DIR, env: startEnv(env) });
  let out = '';
  let err = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr.on('data', (c: Buffer) => (err += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, stdout: () => out, stderr: () => err, exited };
}

export async function waitForLine(s: Started, pattern: RegExp, ms = 90_000): Promise<string> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const m = pattern.exec(s.stdout());
    if (m) return m[0];
    if (s.child.exitCode !== null) throw new Error(`exited early: ${s.stderr()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no ${pattern} in: ${s.stdout()} ${s.stderr()}`);
}

/** The started server is ready: the banner's last line. */
export const READY = /Durdurmak için Ctrl-C/;

/** Lines of a stack trace ("    at fn (file:1:2)"), raw or inside a JSON log line. */
export const STACK_LINE = /(^|\\n|\n)\s*at \S+/;
