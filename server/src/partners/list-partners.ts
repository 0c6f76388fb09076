import type { PartnersDeps } from './deps.js';
import { createPartnersRepository } from './repository.js';
import type { Partner, PartnerListQuery } from './schemas.js';

/** The panel's list of partners, by name. */
export const listPartners = (
  deps: Pick<PartnersDeps, 'sql'>,
  q: PartnerListQuery,
): Promise<{ content: Partner[]; total: number }> => createPartnersRepository(deps.sql).list(q);
