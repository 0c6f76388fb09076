import type { AuthUser } from '../auth/guard.js';
import type { Db, Sql } from '../platform/db.js';
import { footerCatalogLists } from './catalog-lists.js';
import { SettingsError } from './errors.js';
import { createEntriesRepository } from './entries-repository.js';
import {
  FOOTER_KEYS,
  SETTING_GROUPS,
  type ContactBody,
  type Entry,
  type SettingGroup,
  type SettingsBody,
} from './schemas.js';

const invalid = SettingsError.invalidValue;

function checkValue(key: string, value: string): void {
  if (key.endsWith('_exchange_rate') && !(Number(value) > 0))
    throw invalid(`"${key}" sıfırdan büyük bir kur olmalıdır (ör. 41.50).`);
  if (key === 'site_email' && value !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) {
    throw invalid(`"${key}" geçerli bir e-posta adresi olmalıdır (boş bırakılabilir).`);
  }
  if (key.endsWith('_link') && value !== '') {
    let url: URL | undefined;
    try {
      url = new URL(value);
    } catch {
      url = undefined;
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      throw invalid(`"${key}" http:// veya https:// ile başlayan geçerli bir adres olmalıdır (boş bırakılabilir).`);
    }
  }
}

/** The given keys of one group, trimmed and checked; keys left out keep their value. */
function entriesOf(group: SettingGroup, body: SettingsBody): Entry[] {
  const entries: Entry[] = [];
  for (const key of SETTING_GROUPS[group]) {
    const raw = body[key];
    if (raw === undefined) continue;
    const value = raw.trim();
    checkValue(key, value);
    entries.push({ key, value });
  }
  return entries;
}

/** Settings forms, public site data and panel counts; each write runs in one transaction. */
/** Counts other modules own, handed in by the composition root (settings imports no other module's code). */
export interface PanelCountSources {
  /** Options waiting for the office, on the boats the user may see (`null`: every boat). */
  reservationsAwaitingOffice: (owner: number | null) => Promise<number>;
  /** Imported calendar ranges that clash with a booking, on the boats the user may see. */
  icalClashes: (owner: number | null) => Promise<number>;
  /** Contact messages nobody has read yet (the messages module's). */
  unreadMessages: () => Promise<number>;
}

/**
 * The contact page's text, saved by its owner (the content module) in the settings' transaction:
 * `PUT /admin/contact/edit` carries both. Handed in by the composition root.
 */
export type SaveContactPage = (tx: Db, page: { content: string; title?: string }, userId: number) => Promise<unknown>;

export function createSettingsService(sql: Sql, sources: PanelCountSources, saveContactPage: SaveContactPage) {
  const entries = createEntriesRepository(sql);
  return {
    getGroup: (group: SettingGroup) => entries.get(SETTING_GROUPS[group]),

    async editGroup(group: Exclude<SettingGroup, 'contact'>, body: SettingsBody): Promise<Entry[]> {
      const changes = entriesOf(group, body);
      return sql.begin(async (tx) => {
        const repo = createEntriesRepository(tx);
        await repo.put(changes);
        return repo.get(SETTING_GROUPS[group]);
      });
    },

    /** Contact settings and, when `content` is given, the contact page text, together. */
    async editContact(body: ContactBody, user: AuthUser): Promise<Entry[]> {
      const { title, content, ...settings } = body;
      if (title !== undefined && content === undefined) {
        throw invalid('Sayfa başlığı ("title") yalnızca sayfa metniyle ("content") birlikte gönderilebilir.');
      }
      const changes = entriesOf('contact', settings);
      return sql.begin(async (tx) => {
        const repo = createEntriesRepository(tx);
        await repo.put(changes);
        if (content !== undefined)
          await saveContactPage(tx, { content, ...(title !== undefined ? { title } : {}) }, user.id);
        return repo.get(SETTING_GROUPS.contact);
      });
    },

    async siteData() {
      return { footerData: await entries.get(FOOTER_KEYS), ...(await footerCatalogLists(sql)) };
    },

    async panelCounts(user: AuthUser) {
      return {
        reservationCount: await sources.reservationsAwaitingOffice(user.role === 'ADMIN' ? null : user.id),
        // The contact form is an ADMIN-only screen; an OWNER has no messages to read.
        contactCount: user.role === 'ADMIN' ? await sources.unreadMessages() : 0,
        // Imported calendar ranges that clash with a booking: kept, flagged, and waiting for a person.
        icalClashCount: await sources.icalClashes(user.role === 'ADMIN' ? null : user.id),
      };
    },
  };
}
