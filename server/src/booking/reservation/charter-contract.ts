import { istanbulDate } from '../../common/dates.js';
import type { Language } from '../../common/language.js';
import type { Db } from '../../platform/db.js';
import { boatRecord } from '../../boats/read.js';
import { getExchangeRateStrings, readEntries } from '../../settings/read.js';
import type { OwnerScope } from '../context.js';
import { DomainError, NotFound } from '../errors.js';
import { drawContract, type ContractFacts } from './charter-contract-pdf.js';
import { requireReservation } from './read-repository.js';
import type { Reservation } from './schemas.js';

/**
 * The charter contract of a confirmed reservation as a PDF, in Turkish or English: the parties (the
 * office from the settings, the customer), the boat and its papers, the dates and ports, guests, price,
 * the deposit and balance schedule, the cancellation terms and a signatures block (drawn by
 * `charter-contract-pdf.ts`, in the words of `charter-contract-texts.ts`).
 */

export interface ContractDeps {
  sql: Db;
}

export interface ContractOptions {
  /** Only a reservation of the caller's boats (OWNER); null or absent: any. */
  owner?: OwnerScope;
  /** The day written as the contract's date (tests fix it); today in Istanbul by default. */
  now?: string;
}

/** Whether a reservation has a contract: only a confirmed charter (and one completed since). */
export const hasContract = (status: Reservation['status']) => status === 'confirmed' || status === 'completed';

/**
 * The contract of reservation `reservationId` as PDF bytes, in `language` (the booking's when not
 * given). Refuses a reservation the caller may not see (404) and one not confirmed (409, Turkish).
 */
export async function renderCharterContract(
  deps: ContractDeps,
  reservationId: string,
  language?: Language,
  opts: ContractOptions = {},
): Promise<Buffer> {
  const facts = await contractFacts(deps.sql, reservationId, opts);
  return drawContract(facts, language ?? facts.reservation.language);
}

/**
 * The contract as a mail attachment (`sozlesme-<number>.pdf`, in English `charter-contract-<number>.pdf`, in
 * the booking's language), or none
 * when the reservation has no contract (any more): not confirmed, or gone.
 */
export async function charterContractAttachment(
  deps: ContractDeps,
  reservationId: string,
): Promise<{ filename: string; content: Buffer; contentType: string } | null> {
  let facts: ContractFacts;
  try {
    facts = await contractFacts(deps.sql, reservationId, {});
  } catch (e) {
    if (e instanceof DomainError || e instanceof NotFound) return null;
    throw e;
  }
  return {
    filename: contractFilename(facts.reservation.reference, facts.reservation.language),
    content: await drawContract(facts, facts.reservation.language),
    contentType: 'application/pdf',
  };
}

/**
 * The files a mail of the reservation carries (the mail pipeline's `MailAttachments`): the
 * confirmation carries the contract, drawn when it is sent, in the booking's language.
 */
export const confirmationAttachments =
  (deps: ContractDeps) => async (mail: { kind: string; reservationId: string | null }) => {
    if (mail.kind !== 'confirmation' || !mail.reservationId) return [];
    const contract = await charterContractAttachment(deps, mail.reservationId);
    return contract ? [contract] : [];
  };

/** The file name the contract is downloaded and attached under, in the contract's language. */
export const contractFilename = (reference: string, language: Language) =>
  `${language === 'en' ? 'charter-contract' : 'sozlesme'}-${reference.replace(/[^A-Za-z0-9-]/g, '')}.pdf`;

/** What the contract states, read now: the reservation (a confirmed one the caller may see), its boat, the office. */
async function contractFacts(db: Db, reservationId: string, opts: ContractOptions): Promise<ContractFacts> {
  const reservation = await requireReservation(db, reservationId, opts.owner ?? null);
  if (!hasContract(reservation.status)) {
    throw new DomainError(
      'CONTRACT_NOT_AVAILABLE',
      'Kiralama sözleşmesi yalnızca onaylanmış bir rezervasyon için hazırlanır; önce rezervasyonu onaylayın.',
    );
  }
  const [boat, today, entries] = await Promise.all([
    boatRecord(db, reservation.boat.id),
    getExchangeRateStrings(db),
    readEntries(db, ['site_title', 'site_address', 'site_phone', 'site_email']),
  ]);
  if (!boat) throw new DomainError('RESERVATION_NOT_FOUND', 'Rezervasyon bulunamadı.');
  const [name, address, phone, email] = entries.map((e) => e.value.trim());
  return {
    reservation,
    boat,
    today,
    // The policy the booking was made under (its terms), not the boat's of today.
    policy: reservation.terms.policy,
    office: { name: name || 'Fethiye Tekne', address: address ?? '', phone: phone ?? '', email: email ?? '' },
    issuedOn: istanbulDate(opts.now ?? new Date().toISOString()),
  };
}
