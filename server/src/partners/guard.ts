import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { RequestContext } from './context.js';
import { authenticatePartner, countPartnerRequest, type PartnerCaller } from './authenticate-partner.js';
import type { PartnersDeps } from './deps.js';
import { PartnersError } from './errors.js';
import type { PartnerScope } from './schemas.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * onRequest hook of a partner operation: 401 without a usable key, 429 past the partner's requests a
     * minute, 403 for a browser origin the partner did not list or a key without `scope`.
     */
    authorizePartner(scope: PartnerScope): onRequestAsyncHookHandler;
    /**
     * onRequest hook of a public operation a partner may call with its key: without `X-Api-Key` nothing
     * happens (the anonymous caller's limits apply); a key that is not valid is refused (401) as
     * everywhere; a valid key without `scope` leaves the caller anonymous; a key with it is counted and
     * checked as `authorizePartner(scope)` does, and `request.partner` is set, so the route counts the
     * call against the partner instead.
     */
    recognizePartner(scope: PartnerScope): onRequestAsyncHookHandler;
  }
  interface FastifyRequest {
    partner: PartnerCaller | null;
  }
  interface FastifySchema {
    /** The scopes a partner operation's guard asks for; set by the guard itself and published in OpenAPI. */
    'x-scopes'?: readonly PartnerScope[];
    /** The scopes a public operation's optional partner key needs (`recognizePartner`), for OpenAPI. */
    'x-scopes-optional'?: readonly PartnerScope[];
  }
}

const GUARD_SCOPES = Symbol('partnerScopes');
const GUARD_OPTIONAL = Symbol('partnerKeyOptional');
type GuardHook = onRequestAsyncHookHandler & {
  [GUARD_SCOPES]?: readonly PartnerScope[];
  [GUARD_OPTIONAL]?: boolean;
};

function guardOf(onRequest: unknown): GuardHook | undefined {
  const hooks: unknown[] = Array.isArray(onRequest) ? onRequest : [onRequest];
  for (const hook of hooks) {
    if (typeof hook === 'function' && GUARD_SCOPES in hook) return hook as GuardHook;
  }
  return undefined;
}

/** Headers a partner's browser page may read on an answer. */
export const PARTNER_EXPOSED_HEADERS = 'X-Request-Id, Retry-After, ETag, Idempotent-Replayed';

/** The partner of a request behind `authorizePartner`. */
export function currentPartner(request: FastifyRequest): PartnerCaller {
  if (!request.partner) throw PartnersError.keyMissing();
  return request.partner;
}

/** Who asks and when, for the events a partner's request appends: the partner's key is the actor. */
export function partnerContext(request: FastifyRequest): RequestContext {
  const p = currentPartner(request);
  return {
    actor: { kind: 'partner', id: p.id, name: p.name },
    requestId: request.id,
    now: new Date().toISOString(),
    clientIp: request.ip,
  };
}

/**
 * The partner key guard (`X-Api-Key`). Browser calls (with `Origin`) are answered for the partner's own
 * origins only, echoed in `Access-Control-Allow-Origin` (whatever the site's CORS setting says).
 */
export default fp<{ deps: Pick<PartnersDeps, 'sql' | 'limiter'> }>(
  async (app, { deps }) => {
    app.decorateRequest('partner', null);
    app.addHook('onRoute', (route) => {
      const guard = guardOf(route.onRequest);
      if (!guard) return;
      const scopes = guard[GUARD_SCOPES];
      route.schema = { ...route.schema, [guard[GUARD_OPTIONAL] ? 'x-scopes-optional' : 'x-scopes']: scopes };
    });
    const authorize = async (request: FastifyRequest, reply: FastifyReply, scope: PartnerScope, optional = false) => {
      const header = request.headers['x-api-key'];
      const caller = await authenticatePartner(deps, Array.isArray(header) ? header[0] : header);
      // A public operation called with a key of another scope (an SDK client sends its key everywhere):
      // the anonymous caller it always was.
      if (optional && !caller.scopes.includes(scope)) return;
      request.partner = caller;
      await countPartnerRequest(deps, caller, new Date().toISOString());
      const origin = request.headers.origin;
      if (origin !== undefined) {
        if (!caller.allowedOrigins.includes(origin)) throw PartnersError.originNotAllowed(origin);
        reply.header('access-control-allow-origin', origin);
        reply.header('access-control-expose-headers', PARTNER_EXPOSED_HEADERS);
        reply.header('vary', 'Origin');
      }
      if (!caller.scopes.includes(scope)) throw PartnersError.scopeMissing(scope);
    };
    app.decorate('authorizePartner', (scope: PartnerScope) => {
      const hook: GuardHook = (request, reply) => authorize(request, reply, scope);
      hook[GUARD_SCOPES] = [scope];
      return hook;
    });
    app.decorate('recognizePartner', (scope: PartnerScope) => {
      const hook: GuardHook = async (request, reply) => {
        if (request.headers['x-api-key'] !== undefined) await authorize(request, reply, scope, true);
      };
      hook[GUARD_SCOPES] = [scope];
      hook[GUARD_OPTIONAL] = true;
      return hook;
    });
  },
  { name: 'partner-guard' },
);
