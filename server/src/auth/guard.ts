import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../platform/errors.js';
import type { Role, TokenService } from './tokens.js';
import type { UsersRepository } from './users-repository.js';

/** The signed-in back-office user of a request. */
export interface AuthUser {
  id: number;
  role: Role;
  name: string;
  email: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: 401 without a valid token or for an inactive user, 403 for another role. */
    authorize(roles: readonly Role[]): onRequestAsyncHookHandler;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

export const ADMIN: readonly Role[] = ['ADMIN'];
export const ADMIN_OR_OWNER: readonly Role[] = ['ADMIN', 'OWNER'];

/** The signed-in user; routes behind `authorize` always have one. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized('AUTH_REQUIRED', 'Bu işlem için giriş yapmalısınız.');
  return request.user;
}

export default fp<{ tokens: TokenService; users: Pick<UsersRepository, 'findById'> }>(
  async (app, { tokens, users }) => {
    app.decorateRequest('user', null);
    app.decorate('authorize', (roles: readonly Role[]) => async (request: FastifyRequest, _reply: FastifyReply) => {
      const header = request.headers.authorization;
      const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
      if (!match) throw unauthorized('AUTH_REQUIRED', 'Bu işlem için giriş yapmalısınız.');
      const claims = tokens.verify(match[1]!);
      // The database, not the token, decides: a deactivated user or a changed role takes effect at once.
      const user = await users.findById(claims.id);
      if (!user) throw unauthorized('TOKEN_INVALID', 'Oturum anahtarı geçersiz. Lütfen tekrar giriş yapın.');
      if (!user.active) throw unauthorized('USER_INACTIVE', 'Hesabınız pasif durumda. Lütfen yönetici ile iletişime geçin.');
      if (!roles.includes(user.role)) throw forbidden();
      request.user = {
        id: user.id,
        role: user.role,
        email: user.email,
        name: `${user.UserDetail.firstName} ${user.UserDetail.lastName}`,
      };
    });
  },
  { name: 'auth-guard' },
);
