import { metadataOf, type RequestContext } from './context.js';
import { recordPartnerEvent, type ContactField, type PartnerTerms } from './audit.js';
import type { PartnersDeps } from './deps.js';
import { PartnersError } from './errors.js';
import { normalizeFields } from './partner-fields.js';
import { createPartnersRepository, isNameTaken, type PartnerFields } from './repository.js';
import type { Partner, PartnerUpdateBody } from './schemas.js';

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** What changed between two versions of a partner, for its audit event (contact parts by name only). */
function changesOf(before: PartnerFields, after: PartnerFields): { changes: PartnerTerms; contact: ContactField[] } {
  const changes: PartnerTerms = {};
  if (after.name !== before.name) changes.name = after.name;
  if (!sameList(after.scopes, before.scopes)) changes.scopes = after.scopes;
  if (after.commissionPercent !== before.commissionPercent) changes.commissionPercent = after.commissionPercent;
  if (!sameList(after.allowedOrigins, before.allowedOrigins)) changes.allowedOrigins = after.allowedOrigins;
  if (after.maxLiveOptions !== before.maxLiveOptions) changes.maxLiveOptions = after.maxLiveOptions;
  if (after.requestsPerMinute !== before.requestsPerMinute) changes.requestsPerMinute = after.requestsPerMinute;
  if (after.language !== before.language) changes.language = after.language;
  if (after.disabled !== before.disabled) changes.disabled = after.disabled;
  const contact = (['contactName', 'contactEmail', 'contactPhone'] as const).filter((f) => after[f] !== before[f]);
  return { changes, contact };
}

/**
 * The office changes a partner (fields not sent stay as they are): under the partner's row lock, the row
 * and an audit event naming what changed, in one transaction. A change of nothing writes nothing.
 */
export async function updatePartner(
  deps: Pick<PartnersDeps, 'sql' | 'store'>,
  id: string,
  body: PartnerUpdateBody,
  ctx: RequestContext,
): Promise<Partner> {
  try {
    await deps.sql.begin(async (tx) => {
      const repo = createPartnersRepository(tx);
      const before = await repo.lock(id);
      if (!before) throw PartnersError.partnerNotFound();
      const defined = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
      const after = normalizeFields({ ...before, ...defined });
      const { changes, contact } = changesOf(before, after);
      if (Object.keys(changes).length === 0 && contact.length === 0) return;
      await repo.update(id, after, ctx.now);
      await recordPartnerEvent(
        tx,
        deps.store,
        id,
        { type: 'PartnerChanged', data: { changes, contact } },
        metadataOf(ctx),
      );
    });
  } catch (e) {
    if (isNameTaken(e)) throw PartnersError.nameTaken();
    throw e;
  }
  const partner = await createPartnersRepository(deps.sql).find(id);
  if (!partner) throw PartnersError.partnerNotFound();
  return partner;
}
