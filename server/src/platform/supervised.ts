/**
 * The link to scripts/supervise.mjs (`npm start`, `npm run worker`), when it started this process: an IPC
 * channel on which the process says it has started. A start failure is then the operator's to fix
 * (the supervisor gives up), while a fault after this message gets a new start. The channel must not
 * keep the process alive on its own.
 */
export function tellSupervisorReady(): void {
  if (!process.send) return;
  process.send('ready');
  process.channel?.unref();
}
