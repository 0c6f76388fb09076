// Applies the upstream guard for postgres.js 3.4.9's null-socket write to the installed driver, from the
// root's `postinstall` (npm install, npm ci, the Dockerfile's `npm ci --omit=dev`). The defect
// (porsager/postgres issues 1066, 1154, 1208; pull requests 1168, 1176, 1209, unreleased): a write queued
// with setImmediate runs after `closed()` set `socket = null` and throws a TypeError outside any promise,
// which ends the process. `closed()` and `terminate()` also leave the cleared timer's handle set, so the
// connection, once reconnected, never flushes a small write again (its start-up message waits for
// connect_timeout). The patch settles the pending queries with the driver's own CONNECTION_CLOSED error
// instead of throwing, and forgets the cleared timer and the buffered bytes.
//
// Idempotent (an edit already made is recognised and skipped); refuses loudly, failing the install, when the
// driver is another version or a file does not read as expected: drop this script once a release carries
// the fix.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const VERSION = '3.4.9';
export const MARK = 'fethiye-tekne: null-socket guard';

/** Each edit: the text 3.4.9 ships (whitespace as in the file) and what replaces it. */
const EDITS = [
  {
    name: 'nextWrite',
    from: `  function nextWrite(fn) {
    const x = socket.write(chunk, fn)`,
    to: `  function nextWrite(fn) {
    // ${MARK} (porsager/postgres#1209): the socket closed while this write waited; settle instead of throwing.
    if (socket === null) {
      nextWriteTimer !== null && clearImmediate(nextWriteTimer)
      chunk = nextWriteTimer = null
      error(Errors.connection('CONNECTION_CLOSED', options))
      return false
    }
    const x = socket.write(chunk, fn)`,
  },
  {
    name: 'terminate',
    from: `    clearImmediate(nextWriteTimer)
    if (socket) {`,
    to: `    clearImmediate(nextWriteTimer)
    chunk = nextWriteTimer = null // ${MARK}
    if (socket) {`,
  },
  {
    name: 'closed: statements queued after an error event',
    from: `    !hadError && (query || sent.length) && error(Errors.connection('CONNECTION_CLOSED', options, socket))`,
    to: `    // ${MARK}: a statement the pool gave this connection between its 'error' and its 'close' is settled
    // too; left in \`sent\`, the reconnected connection would hand it the next statement's answer.
    ;(query || sent.length) && error(Errors.connection('CONNECTION_CLOSED', options, socket))
    query = null`,
  },
  {
    name: 'closed',
    from: `    clearImmediate(nextWriteTimer)
    socket.removeListener('data', data)`,
    to: `    clearImmediate(nextWriteTimer)
    chunk = nextWriteTimer = null // ${MARK}
    socket.removeListener('data', data)`,
  },
];

/** The three builds the package ships: ESM (import, what the server loads), CommonJS (require), workerd. */
export const BUILDS = ['src/connection.js', 'cjs/src/connection.js', 'cf/src/connection.js'];

/** Each edit once: one already in the text (an earlier run of this script) is skipped. */
export function patchText(text, file) {
  let out = text;
  for (const edit of EDITS) {
    if (out.includes(edit.to)) continue;
    const at = out.indexOf(edit.from);
    if (at < 0 || out.indexOf(edit.from, at + 1) >= 0)
      throw new Error(`${file}: "${edit.name}" not found exactly once; the driver's code is not 3.4.9's`);
    out = out.slice(0, at) + edit.to + out.slice(at + edit.from.length);
  }
  return out;
}

/** The installed package: the server workspace's own copy if npm nested one there, else the hoisted one. */
function packageDir(root) {
  return [join(root, 'server', 'node_modules', 'postgres'), join(root, 'node_modules', 'postgres')].find((dir) =>
    existsSync(join(dir, 'package.json')),
  );
}

export function patchPostgres(root) {
  const dir = packageDir(root);
  if (!dir) throw new Error(`postgres is not installed under ${root}`);
  const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  if (version !== VERSION) {
    throw new Error(
      `postgres ${version} is installed, this patch is for ${VERSION} only: check whether ${version} fixes ` +
        `porsager/postgres#1208 and update or remove scripts/patch-postgres.mjs`,
    );
  }
  const done = [];
  for (const build of BUILDS) {
    const file = join(dir, build);
    if (!existsSync(file)) throw new Error(`${file} is missing`);
    const text = readFileSync(file, 'utf8');
    const patched = patchText(text, file);
    if (patched !== text) writeFileSync(file, patched);
    done.push({ file: relative(root, file), changed: patched !== text });
  }
  return done;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // The project's root, or another one given (the script's test).
  const root = process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..');
  try {
    for (const { file, changed } of patchPostgres(root))
      console.log(`patch-postgres: ${file} ${changed ? 'patched' : 'already patched'}`);
  } catch (err) {
    console.error(`patch-postgres: REFUSED: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
}
