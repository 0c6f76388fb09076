import { execFile } from 'node:child_process';
import { readdir, readFile, readlink } from 'node:fs/promises';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** The first lines of `postmaster.pid`: who runs a cluster, on which folder and port. */
export interface PostmasterPid {
  pid: number;
  dataDir: string;
  port: number;
}

export async function readPostmasterPid(dataDir: string): Promise<PostmasterPid | undefined> {
  let text: string;
  try {
    text = await readFile(`${dataDir}/postmaster.pid`, 'utf8');
  } catch {
    return undefined;
  }
  const [pid, dir, , port] = text.split('\n');
  const parsed = { pid: Number(pid), dataDir: dir ?? '', port: Number(port) };
  return Number.isInteger(parsed.pid) && parsed.pid > 0 ? parsed : undefined;
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface ProcessInfo {
  pid: number;
  ppid: number;
  /** The command line, arguments joined by spaces. */
  command: string;
}

/** A running process's parent and command line (/proc on Linux, `ps` elsewhere). */
export async function processInfo(pid: number): Promise<ProcessInfo | undefined> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so read after the last ')'.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    const command = (await readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0').filter(Boolean).join(' ');
    return { pid, ppid, command };
  } catch {
    return new Promise((resolve) => {
      execFile('ps', ['-o', 'ppid=', '-o', 'args=', '-p', String(pid)], (err, stdout) => {
        const m = /^\s*(\d+)\s+(.*)$/.exec(String(stdout).trim());
        resolve(err || !m ? undefined : { pid, ppid: Number(m[1]), command: m[2]! });
      });
    });
  }
}

/** The data folder a postmaster was started on, from its `-D` argument. */
export const dataDirOf = (info: ProcessInfo) => /\s-D\s+(\S+)/.exec(info.command)?.[1];

export const isPostgres = (info: ProcessInfo | undefined) =>
  Boolean(info && /(^|\/)postgres(:|\s|$)/.test(info.command));
export const isNode = (info: ProcessInfo | undefined) =>
  Boolean(info && /(^|\/)node[\w.-]*(\s|$)/.test(info.command.split(' ')[0] ?? ''));

/** Waits until `pid` is gone; false when it is still there after `ms`. */
export async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (isAlive(pid)) {
    if (Date.now() > until) return false;
    await sleep(50);
  }
  return true;
}

/**
 * Stops a postmaster that is not our child: fast shutdown (SIGINT, what `pg_ctl stop -m fast` sends),
 * then immediate (SIGQUIT) if it is still there after `ms`. False if it would not go.
 */
export async function stopPostmaster(pid: number, ms = 30_000): Promise<boolean> {
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return !isAlive(pid);
  }
  if (await waitForExit(pid, ms)) return true;
  try {
    process.kill(pid, 'SIGQUIT');
  } catch {
    return !isAlive(pid);
  }
  return waitForExit(pid, 10_000);
}

/** Whether something already holds 127.0.0.1:`port` (the address the embedded cluster listens on). */
export function portTaken(port: number): Promise<NodeJS.ErrnoException | undefined> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.once('error', (err: NodeJS.ErrnoException) => resolve(err));
    srv.listen({ port, host: '127.0.0.1', exclusive: true }, () => srv.close(() => resolve(undefined)));
  });
}

/**
 * The process listening on TCP `port` (Linux: /proc/net/tcp* and the processes' open sockets), for
 * naming it in an error; undefined when it cannot be told.
 */
export async function portOwner(port: number): Promise<ProcessInfo | undefined> {
  const hex = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    const text = await readFile(table, 'utf8').catch(() => '');
    for (const line of text.split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      // local_address is "ADDR:PORT", st 0A is LISTEN, inode is the tenth column.
      if (cols[1]?.endsWith(`:${hex}`) && cols[3] === '0A' && cols[9]) inodes.add(`socket:[${cols[9]}]`);
    }
  }
  if (!inodes.size) return undefined;
  const pids = (await readdir('/proc').catch(() => [])).filter((d) => /^\d+$/.test(d));
  for (const pid of pids) {
    const fds = await readdir(`/proc/${pid}/fd`).catch(() => []);
    for (const fd of fds) {
      const link = await readlink(`/proc/${pid}/fd/${fd}`).catch(() => '');
      if (inodes.has(link)) return processInfo(Number(pid));
    }
  }
  return undefined;
}
