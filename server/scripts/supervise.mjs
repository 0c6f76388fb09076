// `npm start` and `npm run worker`: runs the bundled entry point (dist/main.js, dist/worker.js) and starts
// it again when it stops unexpectedly after having started: a fault's orderly restart (exit code 70), a
// crash, a kill. Waits 1 s, then twice as long each time up to 30 s; the wait starts from 1 s again once a
// run lasted a minute. A child that fails to start (it exits before saying "ready" on the IPC channel)
// ends the supervisor with its code: a wrong setting is the operator's to fix, not to retry forever;
// after a run that had started, every later exit restarts. SIGINT, SIGTERM and SIGHUP are passed to the
// child (in its own process group, so a terminal's Ctrl-C reaches it once) and the supervisor exits with
// its code; a clean exit (0) ends the supervisor too. One line on stderr per restart.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const entry = process.argv[2];
if (!entry) {
  process.stderr.write('kullanım: node scripts/supervise.mjs <giriş dosyası> [supervise usage]\n');
  process.exit(2);
}
const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;
const STABLE_MS = 60_000;

let child;
let stopping;
let delay = FIRST_DELAY_MS;
let hasStarted = false;
let timer;

function start() {
  const startedAt = Date.now();
  let ready = false;
  child = spawn(process.execPath, [resolve(entry), ...process.argv.slice(3)], {
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    detached: true,
  });
  child.on('message', (message) => {
    if (message === 'ready') {
      ready = true;
      hasStarted = true;
    }
  });
  // 'close', not 'exit': it comes once the IPC channel is read to its end, so a "ready" sent just before a
  // kill is seen before the decision between giving up and starting again.
  child.once('close', (code, signal) => {
    child = undefined;
    if (stopping) process.exit(code ?? 1);
    if (code === 0) process.exit(0);
    if (!ready && !hasStarted) process.exit(code ?? 1);
    if (Date.now() - startedAt > STABLE_MS) delay = FIRST_DELAY_MS;
    const how = signal ? `sinyal ${signal}` : `çıkış kodu ${code}`;
    process.stderr.write(
      `${new Date().toISOString()} ${entry} beklenmedik biçimde durdu (${how}); ${delay} ms sonra yeniden başlatılıyor [supervisor restart]\n`,
    );
    timer = setTimeout(start, delay);
    delay = Math.min(delay * 2, MAX_DELAY_MS);
  });
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    stopping = true;
    clearTimeout(timer);
    if (!child) process.exit(0);
    child.kill(signal === 'SIGHUP' ? 'SIGTERM' : signal);
  });
}

start();
