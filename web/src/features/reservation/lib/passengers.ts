import type { Texts } from '@/i18n/texts';
import type { PassengerListBody } from '../api/visitor-reservation';

/** One passenger as the form holds it: the API's passenger, checked here before it is sent. */
export type PassengerDraft = PassengerListBody['passengers'][number];

const NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u;
const DOCUMENT = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;
const PHONE = /^\+?[0-9 ()-]+$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The first thing wrong with the list, in the page's language (the server checks the same rules and
 * answers in Turkish); undefined when it may be sent.
 */
export function passengerListProblem(
  emergencyPhone: string,
  passengers: readonly PassengerDraft[],
  today: string,
  e: Texts['visitor']['errors'],
): string | undefined {
  if (passengers.length === 0) return e.empty;
  for (const [i, p] of passengers.entries()) {
    const n = i + 1;
    const name = p.fullName.trim().replace(/\s+/g, ' ');
    if (name.length < 3 || name.length > 120 || !NAME.test(name) || !name.includes(' ')) return e.name(n);
    const nationality = p.nationality.trim();
    if (nationality.length < 2 || nationality.length > 60 || !NAME.test(nationality)) return e.nationality(n);
    const doc = p.documentNo.trim();
    if (doc.length < 5 || doc.length > 20 || !DOCUMENT.test(doc)) return e.document(n);
    if (!DATE.test(p.birthDate) || p.birthDate < '1900-01-01' || p.birthDate > today) return e.birthDate(n);
    if (!p.consent) return e.consent(n);
  }
  const phone = emergencyPhone.trim();
  const digits = phone.replace(/\D/g, '').length;
  if (!PHONE.test(phone) || digits < 7 || digits > 15) return e.phone;
  return undefined;
}
