import { afterAll, describe, expect, it } from 'vitest';
import { fetch } from 'undici';
import { startIcsServer } from '../../test/ics-server.js';
import { feedDispatcher, fetchFeed, PrivateAddressError, publicOnlyLookup } from './feed.js';

describe('reading a feed cannot reach the server’s own network', async () => {
  const feeds = await startIcsServer();
  afterAll(() => feeds.close());
  feeds.files.set('/takvim.ics', { body: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n' });
  // The test server listens on 127.0.0.1; `localhost` names it through DNS (the lookup path).
  const byName = feeds.url('/takvim.ics').replace('127.0.0.1', 'localhost');

  it('refuses, at connection time, a name that resolves to a private address', async () => {
    // What a rebinding name would reach once the earlier check had passed: the connection's own lookup refuses it.
    const refused = await fetch(byName, { dispatcher: feedDispatcher({ allowPrivateHosts: false }) }).catch(
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(Error);
    expect((refused as Error).cause).toBeInstanceOf(PrivateAddressError);
    const allowed = await fetch(byName, { dispatcher: feedDispatcher({ allowPrivateHosts: true }) });
    expect(await allowed.text()).toContain('BEGIN:VCALENDAR');
  });

  it('answers a private name with the Turkish message, and reads it where private hosts are allowed', async () => {
    const limits = { timeoutMs: 5000, maxBytes: 1 << 20, maxRedirects: 3 };
    await expect(fetchFeed(byName, limits)).rejects.toThrow('iç ağdaki bir sunucuyu gösteriyor');
    await expect(fetchFeed(byName, { ...limits, allowPrivateHosts: true })).resolves.toContain('BEGIN:VCALENDAR');
  });

  it('the lookup refuses private answers whether one or all addresses are asked for, and passes DNS errors on', async () => {
    const one = await new Promise<unknown>((resolve) => publicOnlyLookup('localhost', {}, (err) => resolve(err)));
    expect(one).toBeInstanceOf(PrivateAddressError);
    const all = await new Promise<unknown>((resolve) =>
      publicOnlyLookup('localhost', { all: true }, (err) => resolve(err)),
    );
    expect(all).toBeInstanceOf(PrivateAddressError);
    const missing = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      publicOnlyLookup('yok.invalid', {}, (err) => resolve(err)),
    );
    expect(missing?.code).toMatch(/ENOTFOUND|EAI_AGAIN/);
  });
});
