import { AppError, unauthorized } from '../platform/errors.js';
import { dummyHash, verifyPassword } from './password.js';
import type { User } from './schemas.js';
import type { TokenService } from './tokens.js';
import type { createLoginThrottleRepository, UsersRepository } from './users-repository.js';

export interface LoginThrottle {
  maxPerAccount: number;
  maxPerIp: number;
  windowMinutes: number;
}

export interface LogInDeps {
  users: UsersRepository;
  throttle: ReturnType<typeof createLoginThrottleRepository>;
  tokens: TokenService;
  limits: LoginThrottle;
}

/**
 * Checks the credentials and returns a token. Failed attempts count per account and per client
 * address in a sliding window (kept in Postgres, so every instance sees them); past the limit
 * even a correct password waits for the window to pass.
 */
export async function logIn(
  deps: LogInDeps,
  input: { email: string; password: string; ip: string },
): Promise<{ accessToken: string; user: User }> {
  const email = input.email.trim().toLowerCase();
  const accountKey = `account:${email}`;
  const ipKey = `ip:${input.ip}`;
  const { windowMinutes } = deps.limits;
  const [byAccount, byIp] = await Promise.all([
    deps.throttle.failures(accountKey, windowMinutes),
    deps.throttle.failures(ipKey, windowMinutes),
  ]);
  if (byAccount >= deps.limits.maxPerAccount || byIp >= deps.limits.maxPerIp) {
    throw new AppError(
      429,
      'TOO_MANY_LOGIN_ATTEMPTS',
      `Çok fazla başarısız giriş denemesi yapıldı. Lütfen ${windowMinutes} dakika sonra tekrar deneyin.`,
    );
  }
  const found = await deps.users.findByEmail(email);
  const ok = await verifyPassword(input.password, found?.passwordHash ?? (await dummyHash()));
  if (!found || !ok) {
    await deps.throttle.record([accountKey, ipKey], windowMinutes);
    throw unauthorized('INVALID_CREDENTIALS', 'E-posta adresi veya parola hatalı.');
  }
  if (!found.user.active) {
    throw new AppError(403, 'USER_INACTIVE', 'Hesabınız pasif durumda. Lütfen yönetici ile iletişime geçin.');
  }
  await deps.throttle.clear(accountKey);
  await deps.users.recordLogin(found.user.id);
  return {
    accessToken: deps.tokens.sign({ id: found.user.id, role: found.user.role }),
    user: { ...found.user, lastLoginAt: new Date().toISOString() },
  };
}
