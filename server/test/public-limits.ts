/**
 * What the public-limit tests share: the shipped limits written out, a POST that keeps Retry-After,
 * the season's nights, a wait for the mail reactor.
 */

/** The shipped defaults, written out: these tests are about them. */
export const DEFAULT_LIMITS = {
  TRUST_PROXY: 'on',
  HOLD_LIMIT_PER_CLIENT_HOUR: '5',
  HOLD_LIMIT_PER_CONTACT: '2',
  QUOTE_LIMIT_PER_MINUTE: '120',
  MAIL_LIMIT_PER_RECIPIENT_DAY: '3',
  MAIL_LIMIT_PER_CLIENT_HOUR: '5',
  HOLD_SURGE_PER_HOUR: '1000000',
};

export interface Answer {
  status: number;
  retryAfter: string | null;
  body: { code?: string; content: { message?: string; id?: string; reference?: string } };
}

export async function post(url: string, payload: object, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(payload),
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as Answer['body'] };
}

/** Day `offset` of the priced 2027 season, and the day after. */
export const night = (offset: number) => {
  const d = new Date(Date.UTC(2027, 3, 1 + offset));
  return { start: d.toISOString().slice(0, 10), end: new Date(d.getTime() + 86_400_000).toISOString().slice(0, 10) };
};

/** Waits until `check` holds (the mail reactor runs after commit). */
export async function eventually(check: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}
