import { istanbulDate } from '../common/dates.js';
import type { PartnersDeps } from './deps.js';
import { PartnersError } from './errors.js';
import { parseKey, sameHash } from './keys.js';
import { createPartnersRepository } from './repository.js';
import type { PartnerScope } from './schemas.js';

/** The partner a request's key names, as the partner routes work with it. */
export interface PartnerCaller {
  id: string;
  name: string;
  keyId: string;
  scopes: readonly PartnerScope[];
  commissionPercent: number | null;
  allowedOrigins: readonly string[];
  maxLiveOptions: number;
  requestsPerMinute: number;
}

/**
 * The partner of an `X-Api-Key` header. No key: 401; a key that is not one, unknown, wrong, revoked or past
 * its overlap: the same 401 (a caller learns nothing of other keys); a disabled partner: 401.
 */
export async function authenticatePartner(
  deps: Pick<PartnersDeps, 'sql'>,
  header: string | undefined,
): Promise<PartnerCaller> {
  if (header === undefined || header.trim() === '') throw PartnersError.keyMissing();
  const parsed = parseKey(header);
  if (!parsed) throw PartnersError.keyInvalid();
  const holder = await createPartnersRepository(deps.sql).keyHolder(parsed.prefix);
  if (!holder || !sameHash(holder.secretHash, parsed.secretHash) || !holder.usable) throw PartnersError.keyInvalid();
  const { partner } = holder;
  if (partner.disabled) throw PartnersError.partnerDisabled();
  return {
    id: partner.id,
    name: partner.name,
    keyId: holder.keyId,
    scopes: partner.scopes,
    commissionPercent: partner.commissionPercent,
    allowedOrigins: partner.allowedOrigins,
    maxLiveOptions: partner.maxLiveOptions,
    requestsPerMinute: partner.requestsPerMinute,
  };
}

/**
 * One request of the partner: counted against its requests a minute (`request_counters`, every instance
 * into the same row: 429 with Retry-After past it) and into its requests of the day (the panel's figures),
 * with the key's last use. A partner this process already saw refused in the window is refused from
 * memory, at no cost to the database.
 */
export async function countPartnerRequest(
  deps: Pick<PartnersDeps, 'sql' | 'limiter'>,
  caller: PartnerCaller,
  now: string,
): Promise<void> {
  const limit = { name: 'partner', max: caller.requestsPerMinute, windowSeconds: 60 };
  deps.limiter.refuseKnown(limit, caller.id);
  await Promise.all([
    deps.limiter.hit(limit, caller.id),
    createPartnersRepository(deps.sql).countRequest(caller.id, caller.keyId, istanbulDate(now)),
  ]);
}
