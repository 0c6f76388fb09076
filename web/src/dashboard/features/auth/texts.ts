export const AUTH_TEXTS = {
  title: 'Yönetim paneline giriş',
  intro: 'Yönetici veya tekne sahibi hesabınızla giriş yapın.',
  email: 'E-posta adresi',
  password: 'Parola',
  submit: 'Giriş yap',
  submitting: 'Giriş yapılıyor…',
  emailRequired: 'E-posta adresi zorunludur.',
  passwordRequired: 'Parola zorunludur.',
  /** SPEC §8: followed by the server's content message. */
  loginFailed: 'Bir hata meydana geldi. Err:',
  backToSite: 'Siteye dön',
} as const;
