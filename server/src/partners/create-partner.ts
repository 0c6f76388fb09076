import { metadataOf, type RequestContext } from './context.js';
import { recordPartnerEvent, type ContactField } from './audit.js';
import type { PartnersDeps } from './deps.js';
import { PartnersError } from './errors.js';
import { normalizeFields } from './partner-fields.js';
import { createPartnersRepository, isNameTaken } from './repository.js';
import type { Partner, PartnerCreateBody } from './schemas.js';

/** The office registers a partner (no key yet): its row and the audit event, in one transaction. */
export async function createPartner(
  deps: Pick<PartnersDeps, 'sql' | 'store' | 'newId'>,
  body: PartnerCreateBody,
  ctx: RequestContext,
): Promise<Partner> {
  const fields = normalizeFields({
    name: body.name,
    contactName: body.contactName ?? null,
    contactEmail: body.contactEmail ?? null,
    contactPhone: body.contactPhone ?? null,
    scopes: body.scopes ?? [],
    commissionPercent: body.commissionPercent ?? null,
    allowedOrigins: body.allowedOrigins ?? [],
    maxLiveOptions: body.maxLiveOptions ?? 100,
    requestsPerMinute: body.requestsPerMinute ?? 600,
    language: body.language ?? 'tr',
    disabled: false,
  });
  const id = deps.newId();
  const contact = (['contactName', 'contactEmail', 'contactPhone'] as const).filter(
    (f): f is ContactField => fields[f] !== null,
  );
  try {
    await deps.sql.begin(async (tx) => {
      await createPartnersRepository(tx).insert(id, fields, ctx.now);
      const { name, scopes, commissionPercent, allowedOrigins, maxLiveOptions, requestsPerMinute, language } = fields;
      await recordPartnerEvent(
        tx,
        deps.store,
        id,
        {
          type: 'PartnerRegistered',
          data: {
            name,
            scopes,
            commissionPercent,
            allowedOrigins,
            maxLiveOptions,
            requestsPerMinute,
            language,
            contact,
          },
        },
        metadataOf(ctx),
        { newStream: true },
      );
    });
  } catch (e) {
    if (isNameTaken(e)) throw PartnersError.nameTaken();
    throw e;
  }
  const created = await createPartnersRepository(deps.sql).find(id);
  if (!created) throw PartnersError.partnerNotFound();
  return created;
}
