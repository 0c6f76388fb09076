import type { Db } from '../platform/db.js';
import type { Entry } from './schemas.js';

/** Key/value site settings (`settings` table). */
export function createEntriesRepository(db: Db) {
  return {
    /** The entries of `keys`, in the order of `keys`; a missing key reads as ''. */
    async get(keys: readonly string[]): Promise<Entry[]> {
      const rows = await db<Entry[]>`select key, value from settings where key = any(${keys as string[]}::text[])`;
      const byKey = new Map(rows.map((r) => [r.key, r.value]));
      return keys.map((key) => ({ key, value: byKey.get(key) ?? '' }));
    },

    async put(entries: Entry[]): Promise<void> {
      if (entries.length === 0) return;
      await db`
        insert into settings (key, value)
        select * from unnest(${entries.map((e) => e.key)}::text[], ${entries.map((e) => e.value)}::text[])
        on conflict (key) do update set value = excluded.value, updated_at = now()`;
    },
  };
}
