import { describe, expect, it } from 'vitest';
import { createTestDatabase } from './db.js';
import { call, PROCESS_ADMIN, startServerProcess } from './processes.js';

describe('a partner’s requests a minute across two server processes', async () => {
  const db = await createTestDatabase();
  const a = await startServerProcess(db);
  const b = await startServerProcess(db);
  const login = await call<{ content: { accessToken: string } }>(`${a.url}/v1/auth/login`, { body: PROCESS_ADMIN });
  const token = login.body.content.accessToken;

  it('counts both processes’ requests into one limit in PostgreSQL, and a key revoked on one is refused by the other', async () => {
    const partner = await call<{ content: { id: string } }>(`${a.url}/v1/admin/partners`, {
      token,
      body: { name: 'İki Sunucu Turizm', scopes: ['bookings:read'], requestsPerMinute: 6 },
    });
    expect(partner.status).toBe(201);
    const id = partner.body.content.id;
    const issued = await call<{ content: { secret: string; key: { id: string } } }>(
      `${a.url}/v1/admin/partners/${id}/keys`,
      { token, method: 'POST' },
    );
    const key = issued.body.content.secret;
    const statuses: number[] = [];
    // One minute window: if the run straddles its end, the count starts again, so retry once in the next window.
    for (let attempt = 0; attempt < 2; attempt++) {
      const second = new Date().getUTCSeconds();
      if (second > 50) await new Promise((r) => setTimeout(r, (61 - second) * 1000));
      statuses.length = 0;
      for (let i = 0; i < 10; i++) {
        const res = await fetch(`${i % 2 ? b.url : a.url}/v1/partner/reservations`, { headers: { 'x-api-key': key } });
        statuses.push(res.status);
        if (res.status === 429) expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      }
      if (statuses.filter((s) => s === 200).length === 6) break;
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429, 429, 429]);

    // Revoked through A: B's very next request with it is a 401 (nothing about keys is kept in memory).
    await call(`${a.url}/v1/admin/partners/${id}/keys/${issued.body.content.key.id}/revoke`, { token, method: 'POST' });
    const after = await fetch(`${b.url}/v1/partner/reservations`, { headers: { 'x-api-key': key } });
    expect(after.status).toBe(401);
  }, 120_000);
});
