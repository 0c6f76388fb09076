import { isIsoDate, type IsoDate } from '../../common/dates.js';
import { toCsv } from '../../common/csv.js';
import { DomainError } from '../errors.js';

/**
 * The passenger list the harbour master needs (a boat trip in Turkey carries a list of every guest:
 * full name, nationality, ID or passport number, date of birth; one emergency contact phone). The
 * visitor enters it on their reservation page; it is personal data, kept outside the event log in
 * `passenger_lists`/`passengers` (`passenger-list-repository.ts`) and erased with the customer (`erasure.ts`).
 */
export interface Passenger {
  fullName: string;
  nationality: string;
  documentNo: string;
  birthDate: IsoDate;
}

export interface PassengerList {
  emergencyPhone: string;
  passengers: (Passenger & { consentedAt: string })[];
  updatedAt: string;
}

export interface PassengerListInput {
  emergencyPhone: string;
  passengers: (Passenger & { consent: boolean })[];
}

const NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u;
const DOCUMENT = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;
const PHONE = /^\+?[0-9 ()-]+$/;

const invalid = (code: string, message: string) => new DomainError(code, message, 'invalid');

/**
 * The list as stored, or the first thing wrong with it, as a Turkish sentence naming the guest (the
 * page checks the same rules first, in its own language). At most `guests` passengers; every one
 * with the KVKK consent ticked.
 */
export function validPassengerList(input: PassengerListInput, guests: number, today: IsoDate): PassengerListInput {
  const list = input.passengers;
  if (list.length === 0) throw invalid('PASSENGERS_EMPTY', 'En az bir yolcu girin.');
  if (list.length > guests)
    throw invalid(
      'TOO_MANY_PASSENGERS',
      `Bu rezervasyon ${guests} misafir için; en fazla ${guests} yolcu girilebilir.`,
    );
  const phone = input.emergencyPhone.trim();
  const digits = phone.replace(/\D/g, '').length;
  if (!PHONE.test(phone) || digits < 7 || digits > 15)
    throw invalid('EMERGENCY_PHONE_INVALID', 'Acil durumda aranacak kişinin telefonunu rakamlarla yazın (7-15 rakam).');
  const passengers = list.map((p, i) => {
    const n = `${i + 1}. yolcu`;
    const fullName = p.fullName.trim().replace(/\s+/g, ' ');
    const nationality = p.nationality.trim();
    const documentNo = p.documentNo.trim().toUpperCase();
    if (fullName.length < 3 || fullName.length > 120 || !NAME.test(fullName) || !fullName.includes(' '))
      throw invalid('PASSENGER_NAME_INVALID', `${n}: adı ve soyadı birlikte, harflerle yazın.`);
    if (nationality.length < 2 || nationality.length > 60 || !NAME.test(nationality))
      throw invalid('PASSENGER_NATIONALITY_INVALID', `${n}: uyruğu yazın (ör. Türkiye).`);
    if (documentNo.length < 5 || documentNo.length > 20 || !DOCUMENT.test(documentNo))
      throw invalid(
        'PASSENGER_DOCUMENT_INVALID',
        `${n}: T.C. kimlik veya pasaport numarasını yazın (5-20 harf ve rakam).`,
      );
    if (!isIsoDate(p.birthDate) || p.birthDate < '1900-01-01' || p.birthDate > today)
      throw invalid('PASSENGER_BIRTH_DATE_INVALID', `${n}: doğum tarihi geçerli bir geçmiş tarih olmalıdır.`);
    if (p.consent !== true)
      throw invalid(
        'PASSENGER_CONSENT_REQUIRED',
        `${n}: kişisel verilerinin (KVKK) işlenmesine onay kutusu işaretlenmeli.`,
      );
    return { fullName, nationality, documentNo, birthDate: p.birthDate, consent: true };
  });
  return { emergencyPhone: phone, passengers };
}

/** The list as a CSV for the harbour master (Turkish Excel: BOM, ';'). */
export function passengerListCsv(reference: string, list: PassengerList | null): string {
  const rows = (list?.passengers ?? []).map((p, i) => [
    reference,
    i + 1,
    p.fullName,
    p.nationality,
    p.documentNo,
    p.birthDate,
    list?.emergencyPhone,
  ]);
  return toCsv(
    ['Rezervasyon', 'Sıra', 'Ad soyad', 'Uyruk', 'Kimlik / pasaport no', 'Doğum tarihi', 'Acil durum telefonu'],
    rows,
  );
}
