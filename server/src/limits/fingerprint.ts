import { createHmac } from 'node:crypto';

/**
 * Keyed hashes of what identifies a public client: the client address, an e-mail, a phone. The
 * limits count by them and the office sees the address's one on a reservation; none of the raw
 * values is kept (KVKK). The key comes from a secret shared by every instance on the database, so
 * every instance computes the same fingerprint.
 */
export interface Fingerprints {
  client(ip: string): string;
  email(email: string): string;
  phone(phone: string): string;
}

export function createFingerprints(secret: string): Fingerprints {
  const hash = (kind: string, value: string) =>
    createHmac('sha256', secret).update(`${kind}\0${value}`).digest('base64url').slice(0, 16);
  return {
    // An IPv4 client seen through an IPv6 socket is the same client.
    client: (ip) => hash('ip', ip.replace(/^::ffff:/, '').toLowerCase()),
    email: (email) => hash('email', email.trim().toLowerCase()),
    // "+90 532 000 00 00" and "0532 000 0000" are one phone: the last ten digits decide.
    phone: (phone) => hash('phone', phone.replace(/\D/g, '').slice(-10)),
  };
}
