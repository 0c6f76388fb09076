import { PartnersError } from './errors.js';
import type { PartnerFields } from './repository.js';
import { PARTNER_SCOPES } from './schemas.js';

/** An origin as browsers send it: scheme, host and a port other than the scheme's, nothing else. */
export function normalizeOrigin(value: string): string {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw PartnersError.invalidOrigin(value);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin === 'null') {
    throw PartnersError.invalidOrigin(value);
  }
  // `https://a.example/` is that origin; a path, query, fragment or credentials are not part of one.
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw PartnersError.invalidOrigin(value);
  }
  return url.origin;
}

/** The fields as stored: trimmed, blank contact parts as null, scopes in their fixed order, origins as browsers send them. */
export function normalizeFields(f: PartnerFields): PartnerFields {
  const blankAsNull = (s: string | null) => (s === null || s.trim() === '' ? null : s.trim());
  return {
    ...f,
    name: f.name.trim(),
    contactName: blankAsNull(f.contactName),
    contactEmail: blankAsNull(f.contactEmail)?.toLowerCase() ?? null,
    contactPhone: blankAsNull(f.contactPhone),
    scopes: PARTNER_SCOPES.filter((s) => f.scopes.includes(s)),
    allowedOrigins: [...new Set(f.allowedOrigins.map(normalizeOrigin))],
  };
}
