import type { AuthUser } from '../auth/guard.js';

/** `null` owner = every boat (ADMIN); a number limits the query to that OWNER's boats. */
export type OwnerScope = number | null;

/** ADMIN sees every boat, an OWNER only their own (others answer 404 so ids do not leak). */
export const ownerScope = (actor: AuthUser): OwnerScope => (actor.role === 'ADMIN' ? null : actor.id);
