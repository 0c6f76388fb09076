import { expect } from 'vitest';
import type { Sql } from '../src/platform/db.js';

/**
 * A reservation's outbox mail of `kind`, once the mail reactor has written it (it runs after the booking
 * commits): its HTML.
 */
export async function mailHtml(sql: Sql, reservationId: string, kind: string): Promise<string> {
  let html = '';
  await expect
    .poll(async () => {
      const [row] = await sql<{ html: string }[]>`
        select html from outbox_mails where reservation_id = ${reservationId} and kind = ${kind}`;
      html = row?.html ?? '';
      return html;
    })
    .not.toBe('');
  return html;
}

/** The visitor's reservation link as the customer's booking mail carries it (its last link), and its token. */
export async function visitorLinkOf(sql: Sql, reservationId: string): Promise<{ url: URL; token: string }> {
  const html = await mailHtml(sql, reservationId, 'reservation_received_customer');
  expect(html).toContain('?t=');
  const url = new URL(/href="([^"]+)"/.exec(html.slice(html.lastIndexOf('href=')))![1]!.replace(/&amp;/g, '&'));
  return { url, token: url.searchParams.get('t')! };
}
