import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

/**
 * Successful GET answers by request URL, each kept until a given moment: the moment the answer goes
 * stale in the cache it came from, so this never serves anything older than that cache would.
 *
 * The same URL validates to the same query and so finds the same cached answer; a repeat (typing,
 * paging back, a shared listing link) is answered in the route's `onRequest`, before the NUL guard,
 * the query's validation and coercion, the handler and the answer cache's key are run again for a
 * known result. Fastify's reply path still runs: the global hooks' headers, the route's (memoising)
 * serializer, onSend and onResponse. Only answers the handler notes are kept; an error is never
 * noted, so a refused request always takes the full path.
 */
export function urlAnswerCache(max: number, now: () => number = Date.now) {
  const entries = new Map<string, { until: number; answer: object }>();

  const get = (url: string): object | undefined => {
    const hit = entries.get(url);
    if (hit === undefined) return undefined;
    if (now() <= hit.until) return hit.answer;
    entries.delete(url);
    return undefined;
  };

  return {
    get,
    /** Notes a successful answer; without `until` (the source does not cache it) nothing is kept. */
    set(url: string, answer: object, until: number | undefined): void {
      if (until === undefined || now() > until) return;
      if (entries.size >= max) {
        const t = now();
        for (const [k, e] of entries) if (t > e.until) entries.delete(k);
        if (entries.size >= max) entries.clear();
      }
      entries.set(url, { until, answer });
    },
    get size() {
      return entries.size;
    },
    /** The route's onRequest hook: a GET of a known URL is answered here (callback style: no `done`). */
    onRequest(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
      const answer = request.method === 'GET' ? get(request.url) : undefined;
      if (answer === undefined) done();
      else void reply.send(answer);
    },
  };
}
