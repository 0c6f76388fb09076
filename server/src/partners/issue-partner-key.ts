import { metadataOf, type RequestContext } from './context.js';
import type { Db } from '../platform/db.js';
import { recordPartnerEvent } from './audit.js';
import type { PartnersDeps } from './deps.js';
import { PartnersError } from './errors.js';
import { newKeyMaterial } from './keys.js';
import { createPartnersRepository } from './repository.js';
import type { IssuedKey } from './schemas.js';

/** A new key of `partnerId` inserted in `tx` (its row locked by the caller): the whole key, to be shown once. */
export async function insertNewKey(
  deps: Pick<PartnersDeps, 'randomBytes' | 'newId'>,
  tx: Db,
  partnerId: string,
  now: string,
): Promise<{ keyId: string; prefix: string; secret: string }> {
  const material = newKeyMaterial(deps.randomBytes);
  const keyId = deps.newId();
  await createPartnersRepository(tx).insertKey({
    id: keyId,
    partnerId,
    prefix: material.prefix,
    secretHash: material.secretHash,
    now,
  });
  return { keyId, prefix: material.prefix, secret: material.key };
}

/** The key as the panel lists it, after the write committed. */
export async function issuedKey(db: Db, partnerId: string, keyId: string, secret: string): Promise<IssuedKey> {
  const key = await createPartnersRepository(db).key(partnerId, keyId);
  if (!key) throw PartnersError.keyNotFound();
  return { key, secret };
}

/** The office gives a partner one more key (others keep working); shown once, stored as a hash. */
export async function issuePartnerKey(
  deps: Pick<PartnersDeps, 'sql' | 'store' | 'randomBytes' | 'newId'>,
  partnerId: string,
  ctx: RequestContext,
): Promise<IssuedKey> {
  const issued = await deps.sql.begin(async (tx) => {
    if (!(await createPartnersRepository(tx).lock(partnerId))) throw PartnersError.partnerNotFound();
    const key = await insertNewKey(deps, tx, partnerId, ctx.now);
    await recordPartnerEvent(
      tx,
      deps.store,
      partnerId,
      { type: 'PartnerKeyIssued', data: { keyId: key.keyId, prefix: key.prefix } },
      metadataOf(ctx),
    );
    return key;
  });
  return issuedKey(deps.sql, partnerId, issued.keyId, issued.secret);
}
