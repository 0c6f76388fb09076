import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AuthError } from './errors.js';
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
  interface FastifySchema {
    /** The roles a route's guard admits; set by the guard itself and published in OpenAPI. */
    'x-roles'?: readonly Role[];
  }
}

const GUARD_ROLES = Symbol('guardRoles');
type GuardHook = onRequestAsyncHookHandler & { [GUARD_ROLES]?: readonly Role[] };

/** The roles of the first `authorize` hook among a route's onRequest hooks, if any. */
function guardRoles(onRequest: unknown): readonly Role[] | undefined {
  const hooks: unknown[] = Array.isArray(onRequest) ? onRequest : [onRequest];
  for (const hook of hooks) {
    if (typeof hook === 'function' && GUARD_ROLES in hook) return (hook as GuardHook)[GUARD_ROLES];
  }
  return undefined;
}

export const ADMIN: readonly Role[] = ['ADMIN'];
export const ADMIN_OR_OWNER: readonly Role[] = ['ADMIN', 'OWNER'];

/** The signed-in user; routes behind `authorize` always have one. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw AuthError.signInRequired();
  return request.user;
}

export default fp<{ tokens: TokenService; users: Pick<UsersRepository, 'findById'> }>(
  async (app, { tokens, users }) => {
    app.decorateRequest('user', null);
    // Every guarded route documents the roles its guard admits (`x-roles` in OpenAPI), taken from
    // the guard itself so the document cannot drift from what is enforced.
    app.addHook('onRoute', (route) => {
      const roles = guardRoles(route.onRequest);
      if (roles) route.schema = { ...route.schema, 'x-roles': roles };
    });
    app.decorate('authorize', (roles: readonly Role[]) => {
      const hook: GuardHook = async (request: FastifyRequest, _reply: FastifyReply) => {
        const header = request.headers.authorization;
        const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
        if (!match) throw AuthError.signInRequired();
        const claims = tokens.verify(match[1]!);
        // The database, not the token, decides: a deactivated user or a changed role takes effect at once.
        const user = await users.findById(claims.id);
        if (!user) throw AuthError.sessionInvalid();
        if (!user.active) throw AuthError.sessionOfInactiveUser();
        if (!roles.includes(user.role)) throw AuthError.roleNotAllowed();
        request.user = {
          id: user.id,
          role: user.role,
          email: user.email,
          name: `${user.UserDetail.firstName} ${user.UserDetail.lastName}`,
        };
      };
      hook[GUARD_ROLES] = roles;
      return hook;
    });
  },
  { name: 'auth-guard' },
);
