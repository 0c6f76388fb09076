import { Type, type Static } from 'typebox';
import { Bool } from './common.js';

/** iCal feeds of other platforms: the sync's pace and the limits of a read. */
export const IcalEnv = Type.Object({
  ICAL_SYNC_MINUTES: Type.Integer({
    minimum: 1,
    maximum: 1440,
    default: 15,
    description: 'iCal takvimlerinin kaç dakikada bir eşitleneceği (1-1440)',
  }),
  ICAL_FETCH_TIMEOUT_MS: Type.Integer({
    minimum: 100,
    maximum: 120000,
    default: 10000,
    description: 'bir iCal adresini okuma süre sınırı, ms (100-120000)',
  }),
  ICAL_RECHECK_TIMEOUT_MS: Type.Integer({
    minimum: 100,
    maximum: 120000,
    default: 2000,
    description:
      'site rezervasyonundan hemen önce teknenin iCal adresini yeniden okuma süre sınırı, ms (100-120000); aşılırsa rezervasyon alınır ve ofis için işaretlenir',
  }),
  // At most a few seconds: a booking must never rest on a read of the other platform older than that
  // (a minute let an event added there meanwhile through as an overbooking; issue 34 point 6).
  ICAL_RECHECK_REUSE_SECONDS: Type.Integer({
    minimum: 0,
    maximum: 10,
    default: 5,
    description:
      'bir iCal adresinin son okunuşu (eşitleme, ofis veya başka bir rezervasyon; her sunucu için ortak) kaç saniye boyunca yeniden okunmadan kullanılır (0-10)',
  }),
  ICAL_ALLOW_PRIVATE_HOSTS: Bool(
    'on veya off (on: iç ağdaki iCal adresleri de okunur; yalnızca test ve yerel kullanım için)',
    'off',
  ),
  ICAL_MAX_BYTES: Type.Integer({
    minimum: 1024,
    maximum: 52428800,
    default: 2097152,
    description: 'bir iCal dosyasının en büyük boyutu, bayt (1024-52428800)',
  }),
});

export interface IcalConfig {
  ical: {
    syncMinutes: number;
    fetchTimeoutMs: number;
    maxBytes: number;
    allowPrivateHosts: boolean;
    /** A website hold's re-read of the boat's feed: its deadline, and how long a read (anyone's) is reused. */
    recheckTimeoutMs: number;
    recheckReuseSeconds: number;
  };
}

export function icalConfig(e: Static<typeof IcalEnv>): IcalConfig {
  return {
    ical: {
      syncMinutes: e.ICAL_SYNC_MINUTES,
      fetchTimeoutMs: e.ICAL_FETCH_TIMEOUT_MS,
      maxBytes: e.ICAL_MAX_BYTES,
      allowPrivateHosts: e.ICAL_ALLOW_PRIVATE_HOSTS === 'on',
      recheckTimeoutMs: e.ICAL_RECHECK_TIMEOUT_MS,
      recheckReuseSeconds: e.ICAL_RECHECK_REUSE_SECONDS,
    },
  };
}
