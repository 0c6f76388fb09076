import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { ROOT_DIR } from '../src/config.js';
import { migrate } from '../src/platform/migrate.js';
import { createTestDatabase } from './db.js';

const MIGRATIONS = join(ROOT_DIR, 'migrations');
const RESUME = '0154_webhook_disabled_partner_resume.sql';

/** The migrations before `name`, in a folder of their own: a database as it was before `name` shipped. */
async function migrationsBefore(name: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'migrations-before-'));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  for (const file of await readdir(MIGRATIONS)) {
    if (/^\d{4}_.*\.sql$/.test(file) && file < name) await copyFile(join(MIGRATIONS, file), join(dir, file));
  }
  return dir;
}

describe("the partner's disabled-webhook notice (migration 0154)", async () => {
  const { sql } = (await createTestDatabase({ migrated: false })).owner;

  it('tells the partner to enable its endpoint itself, and leaves a template the office edited as it is', async () => {
    await migrate(sql, await migrationsBefore(RESUME));
    const body = async (language: string) =>
      (
        await sql<{ body: string }[]>`
          select body from mail_templates where kind = 'webhook_disabled_partner' and language = ${language}`
      )[0]!.body;
    expect(await body('tr')).toContain('ofisimize yazın');
    // The office rewrote the English notice on Ayarlar › E-posta şablonları before the release.
    const edited =
      '<p>Dear partner,</p><p>{{webhook_url}} stopped: {{webhook_problem}}. Call Ayşe on +90 252 000 00 00.</p>';
    await sql`update mail_templates set body = ${edited}
      where kind = 'webhook_disabled_partner' and language = 'en'`;

    expect(await migrate(sql, MIGRATIONS)).toContain(RESUME);

    const turkish = await body('tr');
    expect(turkish).toContain('PATCH /v1/partner/webhooks/{{webhook_id}}');
    expect(turkish).toContain('{"enabled": true}');
    expect(turkish).toContain('sırasıyla gönderilir');
    expect(turkish).not.toContain('ofisimize yazın');
    expect(await body('en')).toBe(edited);
  });
});
