/**
 * During a flood (website holds past the surge threshold) the office gets no notice per hold: the
 * flood alert first, then at most one digest of the holds held back every DIGEST_MINUTES. The alert
 * and the digests share the pace, so the office gets at most 60 / DIGEST_MINUTES notices an hour.
 * The lock they are written under and what they read are in `flood-repository.ts`.
 */
export const DIGEST_MINUTES = 15;
/** Why a flood-time hold's own office notice is not sent (shown in the reservation's mail list). */
export const HELD_FOR_DIGEST = `Yoğunluk sırasında ofise her istek için ayrı bildirim gönderilmez; bu istek ${DIGEST_MINUTES} dakikalık özette bildirilir.`;
