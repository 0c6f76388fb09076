/**
 * What kind of "no" a refusal is, in the words of the module that says it. The HTTP layer gives
 * each kind its status (`platform/errors.ts`, `refusalMap`); no module chooses one.
 */
export type RefusalKind =
  /** The request itself is wrong (an empty name, an end before its start). */
  | 'invalid'
  /** Who is asking is not known (no session, a forged or expired one, wrong credentials). */
  | 'unauthenticated'
  /** Known, but not allowed to do this. */
  | 'forbidden'
  /** What was asked for is not there, or not the caller's to see. */
  | 'not-found'
  /** The current state forbids it (a name taken, the last admin, an overlapping period). */
  | 'conflict'
  /** Well-formed, but what it points to cannot be used (a feed that cannot be read). */
  | 'unprocessable'
  /** Asked too often; `retryAfterSeconds` says when to try again. */
  | 'too-many';

/**
 * A module's refusal: a stable `code` clients can act on, the Turkish sentence shown to the user,
 * and its kind. Each module extends it once (`ContentError`, `BoatsError` …) with a factory per
 * refusal, and registers `refusalMap(ItsError)` with the error handler in `app.ts`.
 */
export abstract class Refusal extends Error {
  constructor(
    readonly kind: RefusalKind,
    readonly code: string,
    message: string,
    /** For `too-many`: seconds until the caller may try again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** "3 dakika", "2 saat": how long to wait, for a `too-many` refusal's message. */
export function waitText(seconds: number): string {
  if (seconds < 90) return `${Math.max(1, Math.ceil(seconds))} saniye`;
  if (seconds < 90 * 60) return `${Math.ceil(seconds / 60)} dakika`;
  return `${Math.ceil(seconds / 3600)} saat`;
}
