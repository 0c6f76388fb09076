/**
 * Public limits high enough that tests booking many reservations from one address never meet them
 * (the server tests' app and the browser tests' server); the tests of the limits pass their own values.
 */
export const GENEROUS_LIMITS: Record<string, string> = {
  HOLD_LIMIT_PER_CLIENT_HOUR: '1000000',
  HOLD_LIMIT_PER_CONTACT: '1000',
  QUOTE_LIMIT_PER_MINUTE: '100000',
  SEARCH_LIMIT_PER_MINUTE: '10000000',
  RESERVATION_LINK_LIMIT_PER_MINUTE: '100000',
  MAIL_LIMIT_PER_RECIPIENT_DAY: '1000',
  MAIL_LIMIT_PER_CLIENT_HOUR: '10000',
  HOLD_SURGE_PER_HOUR: '1000000',
};
