import { partnerAuditTrail } from './audit.js';
import type { PartnersDeps } from './deps.js';
import { PartnersError } from './errors.js';
import { createPartnersRepository } from './repository.js';
import type { PartnerAuditEntry } from './schemas.js';

/** Who changed what on a partner, oldest first (its stream in the event log). */
export async function listPartnerAudit(
  deps: Pick<PartnersDeps, 'sql' | 'store'>,
  id: string,
): Promise<PartnerAuditEntry[]> {
  if (!(await createPartnersRepository(deps.sql).find(id))) throw PartnersError.partnerNotFound();
  return partnerAuditTrail(deps.sql, deps.store, id);
}
