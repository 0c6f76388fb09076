import { addDays, istanbulDate } from '../common/dates.js';
import type { PartnersDeps } from './deps.js';
import { PartnersError } from './errors.js';
import { createPartnersRepository } from './repository.js';
import { USAGE_DAYS, type PartnerDetail } from './schemas.js';

/** A partner as its panel screen shows it: the partner, its keys, requests per day of the last 14 days, live options. */
export async function getPartner(deps: Pick<PartnersDeps, 'sql'>, id: string, now: string): Promise<PartnerDetail> {
  const repo = createPartnersRepository(deps.sql);
  const today = istanbulDate(now);
  const first = addDays(today, -(USAGE_DAYS - 1));
  const [partner, keys, counted, liveOptions] = await Promise.all([
    repo.find(id),
    repo.keys(id),
    repo.usage(id, first),
    repo.liveOptions(id, now),
  ]);
  if (!partner) throw PartnersError.partnerNotFound();
  const byDay = new Map(counted.map((u) => [u.day, Number(u.requests)]));
  const usage = Array.from({ length: USAGE_DAYS }, (_, i) => {
    const day = addDays(first, i);
    return { day, requests: byDay.get(day) ?? 0 };
  });
  return { partner, keys, usage, liveOptions };
}
