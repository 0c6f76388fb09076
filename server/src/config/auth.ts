import { Type, type Static } from 'typebox';
import { ConfigError } from './common.js';

/** Sessions, the first administrator, and the login throttle. */
export const AuthEnv = Type.Object({
  JWT_SECRET: Type.Optional(Type.String({ minLength: 32, description: 'en az 32 karakterlik gizli anahtar' })),
  JWT_TTL_SECONDS: Type.Integer({
    minimum: 60,
    maximum: 2592000,
    default: 43200,
    description: 'oturum süresi, saniye (60-2592000)',
  }),
  ADMIN_EMAIL: Type.Optional(Type.String({ format: 'email', description: 'geçerli bir e-posta adresi' })),
  ADMIN_PASSWORD: Type.Optional(Type.String({ minLength: 8, description: 'en az 8 karakterlik parola' })),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: Type.Integer({ minimum: 1, default: 5, description: 'pozitif bir tam sayı' }),
  LOGIN_MAX_FAILURES_PER_IP: Type.Integer({ minimum: 1, default: 20, description: 'pozitif bir tam sayı' }),
  LOGIN_WINDOW_MINUTES: Type.Integer({
    minimum: 1,
    maximum: 1440,
    default: 15,
    description: '1 ile 1440 arasında dakika',
  }),
});

export interface AuthConfig {
  jwtSecret: string | undefined;
  jwtTtlSeconds: number;
  admin: { email: string; password: string } | undefined;
  loginThrottle: { maxPerAccount: number; maxPerIp: number; windowMinutes: number };
}

export function authConfig(e: Static<typeof AuthEnv>): AuthConfig {
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    const missing = e.ADMIN_EMAIL === undefined ? 'ADMIN_EMAIL' : 'ADMIN_PASSWORD';
    throw new ConfigError(
      missing,
      `Yapılandırma hatası: ${missing} eksik; ADMIN_EMAIL ve ADMIN_PASSWORD birlikte verilmeli.`,
    );
  }
  return {
    jwtSecret: e.JWT_SECRET,
    jwtTtlSeconds: e.JWT_TTL_SECONDS,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD }
        : undefined,
    loginThrottle: {
      maxPerAccount: e.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      maxPerIp: e.LOGIN_MAX_FAILURES_PER_IP,
      windowMinutes: e.LOGIN_WINDOW_MINUTES,
    },
  };
}
