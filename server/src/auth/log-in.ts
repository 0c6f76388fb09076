import { setTimeout as sleep } from 'node:timers/promises';
import { AuthError } from './errors.js';
import { dummyHash, verifyPassword } from './password.js';
import type { User } from './schemas.js';
import type { TokenService } from './tokens.js';
import {
  accountAddressKey,
  accountKey,
  addressKey,
  type LoginThrottleRepository,
  type ThrottleCount,
  type UsersRepository,
} from './users-repository.js';

export interface LoginThrottle {
  /** Failures of one account from one client address before that address is refused for the account. */
  maxPerAccount: number;
  /** Failures from one client address, whatever the accounts, before the address is refused. */
  maxPerIp: number;
  windowMinutes: number;
}

/** The account-wide brake: past `maxPerAccount` failures from all addresses, each attempt waits this long, doubling. */
export const ACCOUNT_DELAY_START_MS = 250;
export const ACCOUNT_DELAY_MAX_MS = 2000;

export interface LogInDeps {
  users: UsersRepository;
  throttle: LoginThrottleRepository;
  tokens: TokenService;
  limits: LoginThrottle;
}

/** How long an attempt on an account with `failures` recent failures waits before its password is checked. */
export function accountDelayMs(failures: number, limits: Pick<LoginThrottle, 'maxPerAccount'>): number {
  const over = failures - limits.maxPerAccount;
  if (over < 0) return 0;
  return Math.min(ACCOUNT_DELAY_START_MS * 2 ** Math.min(over, 16), ACCOUNT_DELAY_MAX_MS);
}

function tooManyAttempts(refusing: ThrottleCount[], now: number): AuthError {
  const until = Math.max(...refusing.map((c) => c.freeAt?.getTime() ?? now + 1000));
  return AuthError.tooManyLoginAttempts(Math.max(1, Math.ceil((until - now) / 1000)));
}

/**
 * Checks the credentials and returns a token.
 *
 * Failures are counted in a sliding window (in PostgreSQL, so every instance sees them) per client
 * address, and per account *and* address: past either limit that address gets 429 with
 * `Retry-After`, even with the right password. Failures of an account from every address together
 * never refuse a login, or anyone could lock an owner out by guessing from elsewhere: they only
 * slow each attempt on that account down (a short wait before the check, growing, capped).
 */
export async function logIn(
  deps: LogInDeps,
  input: { email: string; password: string; ip: string },
): Promise<{ accessToken: string; user: User }> {
  const email = input.email.trim().toLowerCase();
  const { windowMinutes, maxPerAccount, maxPerIp } = deps.limits;
  const pairKey = accountAddressKey(email, input.ip);
  const { attemptIds, counts } = await deps.throttle.begin(
    [
      { key: pairKey, max: maxPerAccount },
      { key: addressKey(input.ip), max: maxPerIp },
      { key: accountKey(email), max: null },
    ],
    windowMinutes,
  );
  const refusing = counts.filter((c) => c.max !== null && c.failures >= c.max);
  if (refusing.length > 0) {
    await deps.throttle.forget(attemptIds);
    throw tooManyAttempts(refusing, Date.now());
  }
  const accountFailures = counts.find((c) => c.key === accountKey(email))?.failures ?? 0;
  const delay = accountDelayMs(accountFailures, deps.limits);
  if (delay > 0) await sleep(delay);

  const found = await deps.users.findByEmail(email);
  const ok = await verifyPassword(input.password, found?.passwordHash ?? (await dummyHash()));
  if (!found || !ok) {
    await deps.throttle.keep(windowMinutes);
    throw AuthError.invalidCredentials();
  }
  if (!found.user.active) {
    await deps.throttle.forget(attemptIds);
    throw AuthError.accountInactive();
  }
  // The account's failures from this address are forgiven; those from elsewhere stay counted (the
  // office sees them, and the brake keeps working against whoever is guessing).
  await deps.throttle.forget(attemptIds, pairKey);
  await deps.users.recordLogin(found.user.id);
  return {
    accessToken: deps.tokens.sign({ id: found.user.id, role: found.user.role }),
    user: { ...found.user, lastLoginAt: new Date().toISOString() },
  };
}
