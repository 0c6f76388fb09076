import { Refusal } from '../common/refusal.js';
import { refusalMap, type ErrorMap } from '../platform/errors.js';

const SIGN_IN_AGAIN = 'Lütfen tekrar giriş yapın.';
const INACTIVE = 'Hesabınız pasif durumda. Lütfen yönetici ile iletişime geçin.';

/** A refusal of the auth module: log-in, sessions, the role guard and back-office users. */
export class AuthError extends Refusal {
  static invalidCredentials = () =>
    new AuthError('unauthenticated', 'INVALID_CREDENTIALS', 'E-posta adresi veya parola hatalı.');
  /** Past the failed-login limits of this address: wait `seconds` (the message rounds up to minutes). */
  static tooManyLoginAttempts = (seconds: number) =>
    new AuthError(
      'too-many',
      'TOO_MANY_LOGIN_ATTEMPTS',
      `Çok fazla başarısız giriş denemesi yapıldı. Lütfen ${Math.ceil(seconds / 60)} dakika sonra tekrar deneyin.`,
      seconds,
    );
  /** Logging in to a deactivated account: the credentials were right, the account may not enter. */
  static accountInactive = () => new AuthError('forbidden', 'USER_INACTIVE', INACTIVE);

  static signInRequired = () => new AuthError('unauthenticated', 'AUTH_REQUIRED', 'Bu işlem için giriş yapmalısınız.');
  static sessionExpired = () =>
    new AuthError('unauthenticated', 'TOKEN_EXPIRED', `Oturumunuzun süresi doldu. ${SIGN_IN_AGAIN}`);
  static sessionInvalid = () =>
    new AuthError('unauthenticated', 'TOKEN_INVALID', `Oturum anahtarı geçersiz. ${SIGN_IN_AGAIN}`);
  /** A session of an account deactivated since: it no longer counts as signed in. */
  static sessionOfInactiveUser = () => new AuthError('unauthenticated', 'USER_INACTIVE', INACTIVE);
  static roleNotAllowed = () => new AuthError('forbidden', 'FORBIDDEN', 'Bu işlem için yetkiniz yok.');

  static userNotFound = (id: number) => new AuthError('not-found', 'NOT_FOUND', `${id} numaralı kullanıcı bulunamadı.`);
  static emailTaken = () =>
    new AuthError('conflict', 'EMAIL_TAKEN', 'Bu e-posta adresiyle kayıtlı bir kullanıcı zaten var.');
  static selfDemotion = () => new AuthError('invalid', 'SELF_DEMOTION', 'Kendi yönetici yetkinizi kaldıramazsınız.');
  static selfDeactivation = () =>
    new AuthError('invalid', 'SELF_DEACTIVATION', 'Kendi hesabınızı pasifleştiremezsiniz.');
  static lastAdmin = () => new AuthError('conflict', 'LAST_ADMIN', 'Sistemde en az bir aktif yönetici kalmalıdır.');
}

/** The auth module's refusals as answers (registered in `app.ts`). */
export const authErrors: ErrorMap = refusalMap(AuthError);
