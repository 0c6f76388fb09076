import { describe, expect, it } from 'vitest';
import { body, createTestApp } from '../../test/app.js';
import { ibanChecksumValid } from '../content/iban.js';
import { seedDemoData } from './index.js';

describe('demo content seed', async () => {
  const t = await createTestApp();
  await t.db.sql.begin((tx) => seedDemoData(tx));
  const get = async <T>(url: string) => body<{ content: T }>(await t.app.inject({ method: 'GET', url })).content;

  it('fills every website section with Turkish text', async () => {
    for (const key of ['about', 'privacy', 'rental', 'cancel', 'kvkk', 'howrent', 'home', 'contact']) {
      const section = await get<{ content: string }>(`/v1/website/${key}`);
      expect(section.content.length, key).toBeGreaterThan(100);
    }
  });

  it('publishes three blog posts, eight FAQ entries, four team members and two banks with valid IBANs', async () => {
    expect(body<{ total: number }>(await t.app.inject({ method: 'GET', url: '/v1/website/blog' })).total).toBe(3);
    expect(await get<unknown[]>('/v1/website/faq')).toHaveLength(8);
    expect(await get<unknown[]>('/v1/website/team')).toHaveLength(4);
    const banks = await get<{ iban: string }[]>('/v1/website/bank');
    expect(banks).toHaveLength(2);
    expect(banks.every((b) => b.iban.length === 26 && ibanChecksumValid(b.iban))).toBe(true);
  });

  it('sets the contact and social settings shown in the footer', async () => {
    const data = await get<{ footerData: { key: string; value: string }[] }>('/v1/website/sitedata');
    expect(data.footerData).toContainEqual({ key: 'site_email', value: 'info@fethiyetekne.com' });
    expect(data.footerData.find((e) => e.key === 'instagram_link')?.value).toMatch(/^https:\/\//);
  });
});
