import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './db.js';
import { freePort } from './global-setup.js';
import { READY, run, waitForLine, type Started } from './main-process.js';

/**
 * The built server as an office first runs it: on a server's address over plain http, before a
 * certificate. Its pages must not tell the browser to fetch their styles, scripts and images over
 * https (`upgrade-insecure-requests`), which would fail every one of them; over https they must.
 */
describe('the pages’ CSP follows PUBLIC_URL’s scheme (the built server)', async () => {
  const db = await createTestDatabase();
  const dataDir = join(tmpdir(), `fethiye-csp-test-${process.pid}-${Date.now()}`);
  const started: Started[] = [];
  afterAll(async () => {
    for (const s of started) s.child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  const cspOf = async (publicUrl: string) => {
    const port = await freePort();
    const s = run({
      DATA_DIR: dataDir,
      PORT: String(port),
      DATABASE_URL: db.owner.url,
      PUBLIC_URL: publicUrl,
      DEMO_DATA: 'off',
      ADMIN_EMAIL: 'patron@example.com',
      ADMIN_PASSWORD: 'uzun-bir-parola-42',
    });
    started.push(s);
    await waitForLine(s, READY);
    // The request as the browser sends it to the public address (the Host header is what it names).
    const host = new URL(publicUrl).host;
    const page = await fetch(`http://127.0.0.1:${port}/en/listing`, { headers: { host } });
    s.child.kill('SIGTERM');
    await s.exited;
    return String(page.headers.get('content-security-policy'));
  };

  it('over http on a non-loopback address: no upgrade-insecure-requests', async () => {
    const csp = await cspOf('http://192.0.2.2:4401');
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  }, 60_000);

  it('over https: upgrade-insecure-requests', async () => {
    const csp = await cspOf('https://tekne.example.com');
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain('upgrade-insecure-requests');
  }, 60_000);
});
