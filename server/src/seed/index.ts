import { ensureAdmin, type AdminLogin } from '../auth/bootstrap-admin.js';
import { countUsers } from '../auth/read.js';
import type { Config } from '../config.js';
import type { Db, Sql } from '../platform/db.js';
import type { Storage } from '../platform/storage.js';
import { seedCatalog } from './catalog.js';
import { createSeedRepository } from './repository.js';
import { seedContent } from './content.js';
import { seedDocuments } from './documents.js';
import { seedReservations } from './reservations.js';
import { seedUsers } from './users.js';

export interface SeedResult {
  owner: { email: string; password: string };
}

/**
 * Turkish demo data. Each module adds its step here as it lands; every step writes through the
 * module's own repository.
 */
export async function seedDemoData(tx: Db, opts: { storage?: Storage; year?: number } = {}): Promise<SeedResult> {
  const owner = await seedUsers(tx);
  if (opts.storage) {
    const year = opts.year ?? new Date().getFullYear();
    await seedCatalog(tx, { storage: opts.storage, year });
    await seedReservations(tx, { year: year + 1, now: new Date().toISOString() });
  }
  await seedContent(tx);
  if (opts.storage) await seedDocuments(tx, opts.storage);
  return { owner };
}

/**
 * First-start data in one transaction: the administrator login, and the demo data when the
 * database had no users at all (its pictures and documents into `storage`, when given).
 * Serialised across instances by an advisory lock.
 */
export async function bootstrapData(
  sql: Sql,
  config: Pick<Config, 'admin' | 'demoData'>,
  storage?: Storage,
): Promise<{ admin: AdminLogin; seeded: SeedResult | null }> {
  return sql.begin(async (tx) => {
    await createSeedRepository(tx).lockBootstrap();
    const empty = (await countUsers(tx)) === 0;
    const admin = await ensureAdmin(tx, config.admin);
    const seeded = empty && config.demoData ? await seedDemoData(tx, storage ? { storage } : {}) : null;
    return { admin, seeded };
  });
}

/**
 * What the start banner (and `npm run seed`) says about logging in. A password is printed only when
 * this start generated it, once, marked as such; one given in ADMIN_PASSWORD is never echoed.
 */
export function loginLines(admin: AdminLogin, seeded: SeedResult | null): string[] {
  const lines = [
    admin.generatedPassword
      ? `Yönetici girişi: ${admin.email} / ${admin.generatedPassword}   (üretilen parola, yalnızca şimdi gösterilir: girişten sonra Kullanıcılar ekranından değiştirin)`
      : admin.fromEnvironment
        ? `Yönetici girişi: ${admin.email} (parola ADMIN_PASSWORD ile verildi; burada yazılmaz)`
        : `Yönetici girişi: ${admin.email} (parola ilk başlatmada yazdırıldı; sıfırlamak için ADMIN_EMAIL ve ADMIN_PASSWORD ile başlatın)`,
  ];
  if (seeded) {
    lines.push(
      `Demo tekne sahibi (OWNER): ${seeded.owner.email} / ${seeded.owner.password}   (üretilen demo parolası, yalnızca şimdi gösterilir)`,
    );
  }
  return lines;
}
