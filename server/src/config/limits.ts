import { Type, type Static } from 'typebox';

/** Limits on anonymous clients (holds, quotes, searches, links, enquiries, mails) and the flood threshold. */
export const LimitsEnv = Type.Object({
  HOLD_LIMIT_PER_CLIENT_HOUR: Type.Integer({
    minimum: 1,
    maximum: 1000000,
    default: 5,
    description: 'bir istemci adresinin bir saatte açabileceği rezervasyon isteği sayısı (1-1000000)',
  }),
  HOLD_LIMIT_PER_CONTACT: Type.Integer({
    minimum: 1,
    maximum: 1000,
    default: 2,
    description: 'bir e-posta adresinin veya telefonun aynı anda ödeme bekleyen rezervasyon isteği sayısı (1-1000)',
  }),
  QUOTE_LIMIT_PER_MINUTE: Type.Integer({
    minimum: 1,
    maximum: 100000,
    default: 120,
    description: 'bir istemci adresinin dakikada isteyebileceği fiyat teklifi sayısı (1-100000)',
  }),
  SEARCH_LIMIT_PER_MINUTE: Type.Integer({
    minimum: 1,
    maximum: 10000000,
    default: 600,
    description:
      'bir istemci adresinin dakikada yaptırabileceği önbellekte olmayan arama sayısı (liste ve arama kutusu, 1-10000000)',
  }),
  RESERVATION_LINK_LIMIT_PER_MINUTE: Type.Integer({
    minimum: 1,
    maximum: 100000,
    default: 30,
    description:
      'bir istemci adresinin dakikada açabileceği rezervasyon sayfası bağlantısı (doğru ya da yanlış) sayısı (1-100000)',
  }),
  ENQUIRY_LIMIT_PER_10_MINUTES: Type.Integer({
    minimum: 1,
    maximum: 100000,
    default: 5,
    description: 'bir istemci adresinin 10 dakikada gönderebileceği satın alma/kiralama talebi sayısı (1-100000)',
  }),
  MAIL_LIMIT_PER_RECIPIENT_DAY: Type.Integer({
    minimum: 1,
    maximum: 1000,
    default: 3,
    description: 'ziyaretçi isteğiyle bir alıcı adresine bir günde gidebilecek e-posta sayısı (1-1000)',
  }),
  MAIL_LIMIT_PER_CLIENT_HOUR: Type.Integer({
    minimum: 1,
    maximum: 10000,
    default: 5,
    description: 'bir istemci adresinin istekleriyle bir saatte gidebilecek e-posta sayısı (1-10000)',
  }),
  HOLD_SURGE_PER_HOUR: Type.Integer({
    minimum: 1,
    maximum: 1000000,
    default: 30,
    description:
      'son bir saatteki site rezervasyon isteği eşiği; aşılınca ofise uyarı gider ve yeni istekler e-posta onayı ister (1-1000000)',
  }),
  HOLD_SURGE_OPTION_MINUTES: Type.Integer({
    minimum: 5,
    maximum: 1440,
    default: 30,
    description: 'yoğunluk sırasında e-postayla onaylanmamış bir isteğin tarihleri tutma süresi, dakika (5-1440)',
  }),
});

export interface LimitsConfig {
  /** Limits on anonymous clients (holds, quotes, mails), counted in PostgreSQL. */
  publicLimits: {
    holdsPerClientHour: number;
    liveOptionsPerContact: number;
    quotesPerClientMinute: number;
    /** Searches (listings, typeahead) per client address a minute that the answer cache did not answer. */
    searchesPerClientMinute: number;
    /** Reservation-page link lookups (right or wrong) per client address and minute. */
    reservationLinksPerClientMinute: number;
    enquiriesPerClient: number;
    mailsPerRecipientDay: number;
    mailsPerClientHour: number;
    surgeHoldsPerHour: number;
    surgeOptionMinutes: number;
  };
}

export function limitsConfig(e: Static<typeof LimitsEnv>): LimitsConfig {
  return {
    publicLimits: {
      holdsPerClientHour: e.HOLD_LIMIT_PER_CLIENT_HOUR,
      liveOptionsPerContact: e.HOLD_LIMIT_PER_CONTACT,
      quotesPerClientMinute: e.QUOTE_LIMIT_PER_MINUTE,
      searchesPerClientMinute: e.SEARCH_LIMIT_PER_MINUTE,
      reservationLinksPerClientMinute: e.RESERVATION_LINK_LIMIT_PER_MINUTE,
      enquiriesPerClient: e.ENQUIRY_LIMIT_PER_10_MINUTES,
      mailsPerRecipientDay: e.MAIL_LIMIT_PER_RECIPIENT_DAY,
      mailsPerClientHour: e.MAIL_LIMIT_PER_CLIENT_HOUR,
      surgeHoldsPerHour: e.HOLD_SURGE_PER_HOUR,
      surgeOptionMinutes: e.HOLD_SURGE_OPTION_MINUTES,
    },
  };
}
