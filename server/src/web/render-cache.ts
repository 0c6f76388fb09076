/** A small TTL cache for rendered pages; oldest entries go first when it is full. */
export function createRenderCache<V>(ttlMs: number, maxEntries = 500) {
  const entries = new Map<string, { value: V; expires: number }>();
  return {
    get(key: string, now: number): V | undefined {
      const hit = entries.get(key);
      if (!hit) return undefined;
      if (hit.expires <= now) {
        entries.delete(key);
        return undefined;
      }
      return hit.value;
    },
    set(key: string, value: V, now: number): void {
      if (ttlMs <= 0) return;
      entries.delete(key);
      entries.set(key, { value, expires: now + ttlMs });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    clear: () => entries.clear(),
  };
}
