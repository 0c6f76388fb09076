import LinkifyIt from 'linkify-it';
import type { ParsedMail } from 'mailparser';
import { expect } from 'vitest';
import { PLACEHOLDER_DESCRIPTIONS, PLACEHOLDERS_BY_KIND, token, type Placeholder } from '../src/mail/placeholders.js';
import { bearer, body, type TestApp } from './app.js';
import { pdfText } from './pdf-text.js';

/**
 * What the end-to-end test of issue 35 point 4 (visitor-links-in-mails.test.ts) needs: the placeholders a
 * visitor fills, the mail templates marked so each can be recognised in what the SMTP server received, and
 * the links linkify-it finds in every part of a received mail.
 */

/** linkify-it as eager as a mail program can be: bare IP addresses, e-mail addresses, domains without a scheme. */
export const strictLinkify = new LinkifyIt({}, { fuzzyIP: true, fuzzyEmail: true, fuzzyLink: true });

/** The placeholders whose value a visitor typed on a public form (the booking, contact and enquiry forms). */
export const VISITOR_PLACEHOLDERS: readonly Placeholder[] = [
  'customer_name',
  'customer_email',
  'customer_phone',
  'customer_note',
  'subject',
  'message',
];

/**
 * Every other placeholder: figures and words the system makes, or texts the office typed (a boat's name, a
 * refusal's reason) or a partner with a key did (its webhook address). A placeholder added to
 * `PLACEHOLDER_DESCRIPTIONS` fails the test until it is put in one of the two lists.
 */
export const OTHER_PLACEHOLDERS: readonly Placeholder[] = [
  'boat_name',
  'start_date',
  'end_date',
  'dates',
  'total',
  'deposit',
  'balance',
  'reservation_no',
  'option_until',
  'bank_list',
  'cancellation_policy',
  'extras',
  'confirm_link',
  'recent_holds',
  'surge_threshold',
  'surge_minutes',
  'digest_count',
  'awaiting_count',
  'digest_minutes',
  'hold_list',
  'reservation_link',
  'refund_amount',
  'refusal_reason',
  'balance_due',
  'balance_due_date',
  'balance_terms',
  'payment_amount',
  'paid_total',
  'refund_summary',
  'conflict_dates',
  'backup_problem',
  'backup_last_base',
  'backup_last_wal',
  'backup_where',
  'webhook_url',
  'webhook_owner',
  'webhook_problem',
  'webhook_disabled_at',
  'webhook_pending',
  'webhook_id',
];

export function expectEveryPlaceholderClassified(): void {
  expect(VISITOR_PLACEHOLDERS.filter((p) => OTHER_PLACEHOLDERS.includes(p))).toEqual([]);
  expect([...VISITOR_PLACEHOLDERS, ...OTHER_PLACEHOLDERS].sort()).toEqual(Object.keys(PLACEHOLDER_DESCRIPTIONS).sort());
}

/** A template row that can show something a visitor typed, and the words that mark its mails. */
export interface MarkedTemplate {
  kind: string;
  language: string;
  visitor: Placeholder[];
  marker: string;
}

/**
 * Every template (from the mail_templates rows, through the office's API) whose kind may show a visitor's
 * text, edited as the office could edit it: its own subject and body kept, with every visitor placeholder
 * its kind allows added to both, and a marker naming the row so each received mail tells which row made it.
 */
export async function markTemplates(t: TestApp, adminToken: string): Promise<MarkedTemplate[]> {
  const call = (method: 'GET' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(adminToken), ...(payload ? { payload } : {}) });
  const rows = body<{
    content: { id: number; kind: string; language: string; subject: string; body: string }[];
  }>(await call('GET', '/v1/admin/mailtemplates')).content;
  const marked: MarkedTemplate[] = [];
  for (const row of rows) {
    const allowed: readonly string[] = PLACEHOLDERS_BY_KIND[row.kind as keyof typeof PLACEHOLDERS_BY_KIND];
    const visitor = VISITOR_PLACEHOLDERS.filter((p) => allowed.includes(p));
    if (visitor.length === 0) continue;
    const marker = `Şablon ${row.kind}/${row.language}`;
    const res = await call('PUT', `/v1/admin/mailtemplates/${row.id}`, {
      subject: `${row.subject} · ${visitor.map(token).join(' · ')}`,
      body: `${row.body}<p>${marker}</p>${visitor.map((p) => `<p>${token(p)}</p>`).join('')}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    marked.push({ kind: row.kind, language: row.language, visitor, marker });
  }
  return marked;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** What a mail program shows of an HTML part: its text, tags gone and entities decoded. */
export function visibleText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/div|\/h\d)[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, name: string) => {
      if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? all;
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return String.fromCodePoint(code);
    });
}

/** The parts of a received mail a reader or a mail program reads, by name: headers' subject, text, HTML, PDFs. */
export async function readableParts(mail: ParsedMail): Promise<Record<string, string>> {
  const html = typeof mail.html === 'string' ? mail.html : '';
  const parts: Record<string, string> = {
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    'html source': html,
    'html as shown': visibleText(html),
    'html links': [...html.matchAll(/\bhref\s*=\s*"([^"]*)"/gi)].map((m) => visibleText(m[1]!)).join('\n'),
  };
  for (const a of mail.attachments)
    if (a.contentType === 'application/pdf') parts[`attachment ${a.filename ?? ''}`] = await pdfText(a.content);
  return parts;
}

/**
 * The links linkify-it finds in `text` that the template did not put there: anything but a page of the
 * site (`site`, with no visitor's host in it) or a mailto of exactly one of `addresses`.
 */
export function strayLinks(
  text: string,
  allowed: { site: string; addresses: readonly string[]; foreign: RegExp },
): string[] {
  return (strictLinkify.match(text) ?? [])
    .filter((m) => {
      // The site's own page; its path (not the query's random token) names no visitor's host.
      if (m.url.startsWith(`${allowed.site}/`)) return allowed.foreign.test(new URL(m.url).pathname);
      // An address's own mailto (stored in lower case: a domain has no case, and the office's list keeps one spelling).
      const address = m.url.toLowerCase();
      return !(m.schema === 'mailto:' && allowed.addresses.some((a) => address === `mailto:${a.toLowerCase()}`));
    })
    .map((m) => `${m.raw} (${m.url})`);
}
