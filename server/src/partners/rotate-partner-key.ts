import { metadataOf, type RequestContext } from './context.js';
import { recordPartnerEvent } from './audit.js';
import type { PartnersDeps } from './deps.js';
import { PartnersError } from './errors.js';
import { insertNewKey, issuedKey } from './issue-partner-key.js';
import { createPartnersRepository } from './repository.js';
import type { IssuedKey } from './schemas.js';

export const DEFAULT_OVERLAP_HOURS = 24;

/**
 * Rotation: a new key, and the old one keeps working for `overlapHours` (the office's choice, default 24;
 * 0 stops it at once) so the partner can deploy the new one. One transaction: new key, old key's end, event.
 */
export async function rotatePartnerKey(
  deps: Pick<PartnersDeps, 'sql' | 'store' | 'randomBytes' | 'newId'>,
  partnerId: string,
  keyId: string,
  overlapHours: number,
  ctx: RequestContext,
): Promise<IssuedKey> {
  const until = new Date(Date.parse(ctx.now) + overlapHours * 3_600_000).toISOString();
  const issued = await deps.sql.begin(async (tx) => {
    const repo = createPartnersRepository(tx);
    if (!(await repo.lock(partnerId))) throw PartnersError.partnerNotFound();
    const old = await repo.key(partnerId, keyId);
    if (!old) throw PartnersError.keyNotFound();
    if (old.status === 'revoked' || old.status === 'expired') throw PartnersError.keyNotActive();
    const key = await insertNewKey(deps, tx, partnerId, ctx.now);
    await repo.expireKey(keyId, until);
    const end = old.expiresAt !== null && old.expiresAt < until ? old.expiresAt : until;
    await recordPartnerEvent(
      tx,
      deps.store,
      partnerId,
      {
        type: 'PartnerKeyIssued',
        data: { keyId: key.keyId, prefix: key.prefix, replaces: { keyId, prefix: old.prefix, until: end } },
      },
      metadataOf(ctx),
    );
    return key;
  });
  return issuedKey(deps.sql, partnerId, issued.keyId, issued.secret);
}
