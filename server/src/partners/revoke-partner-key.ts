import { metadataOf, type RequestContext } from './context.js';
import { recordPartnerEvent } from './audit.js';
import type { PartnersDeps } from './deps.js';
import { PartnersError } from './errors.js';
import { createPartnersRepository } from './repository.js';
import type { PartnerKey } from './schemas.js';

/** The office revokes a key: it stops at once (401 from the next request on). Revoking twice changes nothing. */
export async function revokePartnerKey(
  deps: Pick<PartnersDeps, 'sql' | 'store'>,
  partnerId: string,
  keyId: string,
  ctx: RequestContext,
): Promise<PartnerKey> {
  await deps.sql.begin(async (tx) => {
    const repo = createPartnersRepository(tx);
    if (!(await repo.lock(partnerId))) throw PartnersError.partnerNotFound();
    const key = await repo.key(partnerId, keyId);
    if (!key) throw PartnersError.keyNotFound();
    if (key.status === 'revoked') return;
    await repo.revokeKey(keyId, ctx.now);
    await recordPartnerEvent(
      tx,
      deps.store,
      partnerId,
      { type: 'PartnerKeyRevoked', data: { keyId, prefix: key.prefix } },
      metadataOf(ctx),
    );
  });
  const key = await createPartnersRepository(deps.sql).key(partnerId, keyId);
  if (!key) throw PartnersError.keyNotFound();
  return key;
}
