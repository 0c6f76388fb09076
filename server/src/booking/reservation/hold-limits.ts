import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SqlPart } from '../../eventstore/statement.js';
import type { Fingerprints } from '../../limits/fingerprint.js';
import type { Sql } from '../../platform/db.js';
import { waitText } from '../../common/refusal.js';
import { HoldLimitReached } from '../errors.js';
import { checkHoldKeys, claimHoldKeys } from './hold-limits-repository.js';

/** How many holds anonymous clients may make (settings; README lists them). */
export interface HoldLimits {
  /** Holds one client address may create in an hour. */
  perClientHour: number;
  /** Live options one e-mail address, or one phone, may have at once. */
  liveOptionsPerContact: number;
}

/** Who is booking, as the limits see them. */
export interface Booker {
  ip: string;
  email: string;
  phone: string;
}

type KeyKind = 'client' | 'email' | 'phone';

const HOUR_MS = 3_600_000;

/**
 * Limits on website holds, kept in PostgreSQL (`hold_limits`, migration 0052) so every instance
 * counts into the same rows. A booking is checked twice: first read-only, so a refused client
 * costs one cheap query and no reservation number; then in the booking's own statement, which
 * locks the keys' rows and adds the reservation to them only if no limit refuses, so concurrent
 * bookings of one client on any instance are counted one after the other and a booking that
 * fails (a clash) counts nothing.
 */
export function createHoldLimits(sql: Sql, fingerprints: Fingerprints, limits: HoldLimits) {
  /** The keys in a fixed order (address, e-mail, phone): every booking locks in that order. */
  function keys(b: Booker, now: string, optionUntil: string) {
    const rows: { kind: KeyKind; key: string; max: number; optionsOnly: boolean; until: string }[] = [
      {
        kind: 'client',
        key: `client:${fingerprints.client(b.ip)}`,
        max: limits.perClientHour,
        optionsOnly: false,
        until: new Date(Date.parse(now) + HOUR_MS).toISOString(),
      },
      {
        kind: 'email',
        key: `email:${fingerprints.email(b.email)}`,
        max: limits.liveOptionsPerContact,
        optionsOnly: true,
        until: optionUntil,
      },
      {
        kind: 'phone',
        key: `phone:${fingerprints.phone(b.phone)}`,
        max: limits.liveOptionsPerContact,
        optionsOnly: true,
        until: optionUntil,
      },
    ];
    return rows;
  }

  function refusal(kinds: readonly KeyKind[], text: string): HoldLimitReached {
    const [index, seconds] = text.split(':').map(Number) as [number, number];
    const wait = waitText(seconds);
    switch (kinds[index - 1]) {
      case 'client':
        return new HoldLimitReached(
          'TOO_MANY_HOLDS',
          `Bu bağlantıdan son bir saat içinde çok sayıda rezervasyon isteği yapıldı. Lütfen ${wait} sonra tekrar deneyin veya bizi arayın.`,
          seconds,
        );
      default:
        return new HoldLimitReached(
          'TOO_MANY_OPTIONS',
          `Bu ${kinds[index - 1] === 'email' ? 'e-posta adresiyle' : 'telefon numarasıyla'} ödeme bekleyen ${limits.liveOptionsPerContact} rezervasyon isteği zaten var. ` +
            `Yeni bir istek için ön ödemenizi yapın ya da ${wait} sonra tekrar deneyin; dilerseniz bizi arayın.`,
          seconds,
        );
    }
  }

  const asJson = (rows: ReturnType<typeof keys>) =>
    JSON.stringify(rows.map(({ key, max, optionsOnly, until }) => ({ key, max, optionsOnly, until })));

  return {
    /**
     * Read-only: throws the `HoldLimitReached` (a 429) a booking of `b` would get now; otherwise answers how many website
     * holds were made in the last hour (the flood valve's measure) and `also`, a text expression of
     * the caller's (the booking's dates check), all in the same round trip.
     */
    async check(b: Booker, now: string, also?: SqlPart): Promise<{ recentWebsiteHolds: number; also: string | null }> {
      const rows = keys(b, now, now);
      const row = await checkHoldKeys(sql, asJson(rows), now, also);
      if (row?.refusal)
        throw refusal(
          rows.map((r) => r.kind),
          row.refusal,
        );
      return { recentWebsiteHolds: row?.recent ?? 0, also: row?.also ?? null };
    },

    /** The condition the booking statement carries: claims the holds, or stops the statement (`asRefusal`). */
    claim(b: Booker, reservationId: string, now: string, optionUntil: string): SqlPart {
      return claimHoldKeys(asJson(keys(b, now, optionUntil)), now, reservationId);
    },

    /** The `HoldLimitReached` for a booking statement a limit stopped, or undefined. */
    asRefusal(e: unknown): HoldLimitReached | undefined {
      const { code, message } = e as { code?: string; message?: string };
      if (code !== 'FT001' || !message?.startsWith('hold_limit:')) return undefined;
      return refusal(['client', 'email', 'phone'], message.slice('hold_limit:'.length));
    },
  };
}
export type HoldLimitsGate = ReturnType<typeof createHoldLimits>;

/** The token in the link that confirms a flood-time hold: a keyed hash of the reservation id. */
export interface HoldTokens {
  sign(reservationId: string): string;
  verify(reservationId: string, token: string): boolean;
}

export function createHoldTokens(secret: string): HoldTokens {
  const sign = (id: string) => createHmac('sha256', secret).update(`hold-confirmation\0${id}`).digest('base64url');
  return {
    sign,
    verify(id, token) {
      const expected = Buffer.from(sign(id));
      const given = Buffer.from(token);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
