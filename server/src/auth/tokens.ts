import { createSigner, createVerifier, TokenError } from 'fast-jwt';
import { AuthError } from './errors.js';

export const ROLES = ['ADMIN', 'OWNER'] as const;
export type Role = (typeof ROLES)[number];

export interface TokenClaims {
  id: number;
  role: Role;
  iat: number;
  exp: number;
}

export interface TokenService {
  sign(subject: { id: number; role: Role }): string;
  /** Throws an `AuthError` (TOKEN_EXPIRED, TOKEN_INVALID) for a malformed, forged or expired token. */
  verify(token: string): TokenClaims;
}

export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  const signer = createSigner({ key: secret, algorithm: 'HS256', expiresIn: ttlSeconds * 1000 });
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'], cache: 1000 });
  return {
    sign: (subject) => signer({ id: subject.id, role: subject.role }),
    verify(token) {
      let claims: Record<string, unknown>;
      try {
        claims = verifier(token) as Record<string, unknown>;
      } catch (e) {
        if (e instanceof TokenError && e.code === TokenError.codes.expired) {
          throw AuthError.sessionExpired();
        }
        throw AuthError.sessionInvalid();
      }
      const { id, role, iat, exp } = claims;
      if (
        !Number.isInteger(id) ||
        !ROLES.includes(role as Role) ||
        typeof iat !== 'number' ||
        typeof exp !== 'number'
      ) {
        throw AuthError.sessionInvalid();
      }
      return { id: id as number, role: role as Role, iat, exp };
    },
  };
}
