import { defangVisitorText } from '../../common/defang.js';
import { createRequire } from 'node:module';
import { describeExtras } from '../extras-text.js';
import PDFDocument from 'pdfkit';
import { daysBetween, enDate, istanbulDate, trDate } from '../../common/dates.js';
import { describePolicy, type CancellationPolicy } from '../../common/cancellation-policy.js';
import type { Language } from '../../common/language.js';
import { formatMoney } from '../../common/money.js';
import type { Db } from '../../platform/db.js';
import { boatRecord } from '../../boats/read.js';
import { readEntries } from '../../settings/read.js';
import type { OwnerScope } from '../context.js';
import { DomainError, NotFound } from '../errors.js';
import type { ExchangeRates } from '../../common/money.js';
import { getExchangeRateStrings } from '../../settings/read.js';
import { outstanding } from '../terms.js';
import { termsStatement } from './terms-view.js';
import { requireReservation } from './read-repository.js';
import type { Reservation } from './schemas.js';

/**
 * The charter contract of a confirmed reservation as a PDF, in Turkish or English: the parties (the
 * office from the settings, the customer), the boat and its papers, the dates and ports, guests, price,
 * the deposit and balance schedule, the cancellation terms and a signatures block. DejaVu Sans is
 * embedded (subset), so Turkish letters (ş ğ ı İ ç ö ü) and the currency signs print as typed.
 */

const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

export interface ContractDeps {
  sql: Db;
}

export interface ContractOptions {
  /** Only a reservation of the caller's boats (OWNER); null or absent: any. */
  owner?: OwnerScope;
  /** The day written as the contract's date (tests fix it); today in Istanbul by default. */
  now?: string;
}

const TEXTS = {
  tr: {
    title: 'YAT KİRALAMA SÖZLEŞMESİ',
    number: 'Sözleşme / rezervasyon no',
    issued: 'Düzenlenme tarihi',
    parties: '1. Taraflar',
    lessor: 'Kiraya veren',
    charterer: 'Kiracı',
    name: 'Adı',
    address: 'Adres',
    phone: 'Telefon',
    email: 'E-posta',
    boat: '2. Tekne',
    boatName: 'Teknenin adı',
    type: 'Tipi',
    length: 'Boyu',
    year: 'Yapım yılı',
    flag: 'Bayrağı',
    port: 'Bağlama limanı',
    registry: 'Bağlama kütüğü / ruhsatname no',
    licence: 'Turizm işletme belgesi no',
    capacity: 'Misafir kapasitesi',
    capacityText: (day: number, night: number) => `günübirlik ${day}, konaklamalı ${night}`,
    cabins: 'Kabin / mürettebat',
    captain: 'Kaptan',
    captainYes: 'Kaptanlı (mürettebatla)',
    captainNo: 'Kaptansız (bareboat)',
    missing: 'belirtilmemiş',
    period: '3. Kiralama süresi, limanlar ve misafirler',
    embark: 'Biniş',
    disembark: 'Dönüş (tekneden iniş)',
    at: (day: string, port: string) => `${day}, ${port}`,
    days: 'Süre',
    daysText: (n: number) => `${n} gün`,
    guests: 'Misafir sayısı',
    price: '4. Ücret ve ödeme planı',
    total: 'Toplam kira bedeli',
    extras: 'Ekstralar (toplama dahil)',
    deposit: 'Ön ödeme (%20)',
    depositDue: (amount: string, when: string) => `${amount}, en geç ${when}`,
    depositPaid: (amount: string) => `${amount}, ödendi`,
    balance: 'Kalan ödeme',
    banks: 'Banka hesapları',
    paid: 'Bugüne kadar ödenen',
    outstanding: 'Kalan borç',
    reference: 'Ödemelerin açıklamasına rezervasyon numarası yazılır.',
    cancellation: '5. İptal koşulları',
    terms: '6. Genel hükümler',
    termsText: [
      'Tekneye sözleşmede yazan misafir sayısından fazla kişi alınmaz. Kiracı, liman başkanlığına bildirilecek yolcu listesini (ad soyad, uyruk, kimlik veya pasaport numarası) binişten önce verir.',
      'Kiracı ve misafirleri teknenin kurallarına ve kaptanın seyir güvenliğine ilişkin talimatlarına uyar; hava ve deniz koşulları rotayı değiştirebilir.',
      'Kiracının veya misafirlerinin kusuruyla teknede oluşan hasar kiracıya aittir. Yakıt, liman ve kumanya giderleri aksi yazılmadıkça fiyata dahil değildir.',
      'Bu sözleşme, rezervasyonun onaylandığı anda geçerlidir; anlaşmazlıkta Fethiye mahkemeleri ve icra daireleri yetkilidir.',
    ],
    signatures: '7. İmzalar',
    signatureDate: 'Tarih',
    signature: 'İmza',
    page: (n: number, of: number) => `Sayfa ${n} / ${of}`,
  },
  en: {
    title: 'YACHT CHARTER AGREEMENT',
    number: 'Agreement / booking reference',
    issued: 'Date of issue',
    parties: '1. Parties',
    lessor: 'Owner / agent',
    charterer: 'Charterer',
    name: 'Name',
    address: 'Address',
    phone: 'Phone',
    email: 'E-mail',
    boat: '2. Yacht',
    boatName: 'Name of the yacht',
    type: 'Type',
    length: 'Length',
    year: 'Year built',
    flag: 'Flag',
    port: 'Port of registry',
    registry: 'Registry / licence number',
    licence: 'Tourism operation certificate no.',
    capacity: 'Guest capacity',
    capacityText: (day: number, night: number) => `day trips ${day}, overnight ${night}`,
    cabins: 'Cabins / crew',
    captain: 'Skipper',
    captainYes: 'Skippered (with crew)',
    captainNo: 'Bareboat',
    missing: 'not stated',
    period: '3. Charter period, ports and guests',
    embark: 'Embarkation',
    disembark: 'Disembarkation',
    at: (day: string, port: string) => `${day}, ${port}`,
    days: 'Duration',
    daysText: (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`,
    guests: 'Number of guests',
    price: '4. Charter fee and payment schedule',
    total: 'Total charter fee',
    extras: 'Extras (included in the total)',
    deposit: 'Deposit (20%)',
    depositDue: (amount: string, when: string) => `${amount}, by ${when}`,
    depositPaid: (amount: string) => `${amount}, paid`,
    balance: 'Balance',
    banks: 'Bank accounts',
    paid: 'Paid to date',
    outstanding: 'Still owed',
    reference: 'Please quote the booking reference with every payment.',
    cancellation: '5. Cancellation terms',
    terms: '6. General terms',
    termsText: [
      'No more persons than the number of guests stated here may board. Before embarkation the charterer provides the passenger list for the harbour master (full name, nationality, ID or passport number).',
      "The charterer and guests follow the yacht's rules and the skipper's instructions on safety at sea; weather and sea conditions may change the route.",
      'Damage to the yacht caused by the charterer or the guests is borne by the charterer. Fuel, harbour fees and provisions are not included unless stated.',
      'This agreement takes effect when the booking is confirmed; the courts of Fethiye have jurisdiction over any dispute.',
    ],
    signatures: '7. Signatures',
    signatureDate: 'Date',
    signature: 'Signature',
    page: (n: number, of: number) => `Page ${n} of ${of}`,
  },
} as const;

interface ContractFacts {
  reservation: Reservation;
  boat: NonNullable<Awaited<ReturnType<typeof boatRecord>>>;
  /** The office's rates now: a balance paid at the day's rate is indicated at them. */
  today: ExchangeRates;
  policy: CancellationPolicy;
  office: { name: string; address: string; phone: string; email: string };
  issuedOn: string;
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

/**
 * The flag as the office typed it is Turkish ("Türk"); the English contract names the usual flags of
 * boats chartered here in English and prints any other as typed.
 */
const FLAGS_EN: Record<string, string> = {
  türk: 'Turkish',
  türkiye: 'Turkish',
  tc: 'Turkish',
  't.c.': 'Turkish',
  'türk bayraklı': 'Turkish',
  malta: 'Maltese',
  yunan: 'Greek',
  yunanistan: 'Greek',
  ingiliz: 'British',
  'birleşik krallık': 'British',
  alman: 'German',
  almanya: 'German',
  hollanda: 'Dutch',
  belçika: 'Belgian',
  fransız: 'French',
  fransa: 'French',
  italyan: 'Italian',
  italya: 'Italian',
  polonya: 'Polish',
  'kuzey kıbrıs': 'Northern Cypriot',
  kktc: 'Northern Cypriot',
  abd: 'American',
  amerikan: 'American',
  panama: 'Panamanian',
  'cayman adaları': 'Cayman Islands',
  'marshall adaları': 'Marshall Islands',
};
export const flagIn = (language: Language, flag: string): string =>
  language === 'en' ? (FLAGS_EN[flag.trim().toLocaleLowerCase('tr-TR')] ?? flag) : flag;

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

const MARGIN = 50;
const INK = '#1f2937';
const MUTED = '#6b7280';
const RULE = '#d1d5db';

function drawContract(f: ContractFacts, language: Language): Promise<Buffer> {
  const t = TEXTS[language];
  const day = language === 'en' ? enDate : trDate;
  const money = (amount: number) => formatMoney({ amount, currency: f.reservation.currency }, language);
  const { reservation: r, boat: b } = f;
  // The deposit, its deadline and the balance stated as on every other surface (`termsStatement`).
  const statement = termsStatement(r.terms, r, f.today, language);
  const depositLeft = outstanding(r.terms, r.paid).deposit;
  const policy = describePolicy(f.policy, language);
  // The type and marina as named in the contract's language; an untranslated one keeps its Turkish name.
  const boatType = (language === 'en' && b.boatTypeNameEn) || b.boatTypeName;
  const marina = (language === 'en' && b.marinaNameEn) || b.marinaName;
  // The name is what the visitor typed: printed as text, never as a link a PDF viewer would open (as in the mails).
  const charterer = defangVisitorText(r.customer.name);

  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    lang: language === 'en' ? 'en-GB' : 'tr-TR',
    info: {
      Title: `${t.title} ${r.reference}`,
      Author: f.office.name,
      Subject: `${b.name} ${r.start} – ${r.end}`,
      CreationDate: new Date(`${f.issuedOn}T09:00:00+03:00`),
    },
  });
  doc.registerFont('regular', FONT);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 2 * MARGIN;
  const LABEL = 170;

  // Heading: the office on the right, the title centred under it.
  doc.font('bold').fontSize(11).fillColor(INK).text(f.office.name, MARGIN, MARGIN, { width, align: 'right' });
  doc.font('regular').fontSize(8.5).fillColor(MUTED);
  for (const line of [f.office.address, [f.office.phone, f.office.email].filter(Boolean).join(' · ')])
    if (line) doc.text(line, { width, align: 'right' });
  doc.moveDown(1.2);
  doc.font('bold').fontSize(17).fillColor(INK).text(t.title, MARGIN, doc.y, { width, align: 'center' });
  doc.moveDown(0.3);
  doc
    .font('regular')
    .fontSize(9.5)
    .fillColor(MUTED)
    .text(`${t.number}: ${r.reference}   ·   ${t.issued}: ${day(f.issuedOn)}`, { width, align: 'center' });
  doc.moveDown(0.8);

  const ensureRoom = (height: number) => {
    if (doc.y + height > doc.page.height - MARGIN - 30) doc.addPage();
  };
  const section = (title: string) => {
    ensureRoom(60);
    doc.moveDown(0.6);
    const y = doc.y;
    doc.font('bold').fontSize(11.5).fillColor(INK).text(title, MARGIN, y, { width });
    doc
      .moveTo(MARGIN, doc.y + 2)
      .lineTo(MARGIN + width, doc.y + 2)
      .lineWidth(0.6)
      .strokeColor(RULE)
      .stroke();
    doc.moveDown(0.5);
  };
  const row = (label: string, value: string) => {
    const valueWidth = width - LABEL;
    doc.font('regular').fontSize(9.5);
    const height = Math.max(
      doc.heightOfString(value, { width: valueWidth }),
      doc.heightOfString(label, { width: LABEL - 10 }),
    );
    ensureRoom(height + 4);
    const y = doc.y;
    doc.fillColor(MUTED).text(label, MARGIN, y, { width: LABEL - 10 });
    doc.fillColor(INK).text(value, MARGIN + LABEL, y, { width: valueWidth });
    doc.y = y + height + 3;
  };
  const paper = (v: string | null) => v?.trim() || t.missing;

  section(t.parties);
  doc.font('bold').fontSize(10).fillColor(INK).text(t.lessor, MARGIN, doc.y);
  doc.moveDown(0.2);
  row(t.name, f.office.name);
  if (f.office.address) row(t.address, f.office.address);
  if (f.office.phone) row(t.phone, f.office.phone);
  if (f.office.email) row(t.email, f.office.email);
  doc.moveDown(0.4);
  doc.font('bold').fontSize(10).fillColor(INK).text(t.charterer, MARGIN, doc.y);
  doc.moveDown(0.2);
  row(t.name, charterer);
  if (r.customer.phone) row(t.phone, r.customer.phone);
  if (r.customer.email) row(t.email, r.customer.email);

  section(t.boat);
  row(t.boatName, b.name);
  row(t.type, boatType);
  row(t.length, `${b.lengthM.toLocaleString(language === 'en' ? 'en-GB' : 'tr-TR')} m`);
  if (b.year) row(t.year, String(b.year));
  row(t.flag, b.flag?.trim() ? flagIn(language, b.flag) : t.missing);
  row(t.port, paper(b.portOfRegistry));
  row(t.registry, paper(b.registryNumber));
  row(t.licence, paper(b.tourismLicenceNumber));
  row(t.capacity, t.capacityText(b.guestsDay, b.guestsNight));
  row(t.cabins, `${b.cabins} / ${b.crew}`);
  row(t.captain, b.captainIncluded ? t.captainYes : t.captainNo);

  section(t.period);
  row(t.embark, t.at(day(r.start), marina));
  row(t.disembark, t.at(day(r.end), marina));
  row(t.days, t.daysText(daysBetween(r.start, r.end)));
  row(t.guests, String(r.guests));

  section(t.price);
  row(t.total, money(r.total));
  if (r.extras.length) row(t.extras, describeExtras(r.extras, language));
  row(
    t.deposit,
    depositLeft === 0 ? t.depositPaid(statement.deposit) : t.depositDue(statement.deposit, statement.depositDueBy),
  );
  row(t.balance, statement.balance);
  if (r.terms.banks.length) {
    row(
      t.banks,
      r.terms.banks
        .map((a) => `${a.name}${a.branch ? ` – ${a.branch}` : ''}, ${a.accountHolder}: ${a.iban} (${a.currency})`)
        .join('\n'),
    );
  }
  row(t.paid, money(r.paid));
  row(t.outstanding, money(Math.max(r.total - r.paid, 0)));
  doc.font('regular').fontSize(8.5).fillColor(MUTED).text(t.reference, MARGIN, doc.y, { width });

  section(t.cancellation);
  doc.font('regular').fontSize(9.5).fillColor(INK).text(policy, MARGIN, doc.y, { width, lineGap: 1.5 });

  section(t.terms);
  t.termsText.forEach((line, i) => {
    doc.font('regular').fontSize(9).fillColor(INK);
    ensureRoom(doc.heightOfString(line, { width: width - 16 }) + 4);
    const y = doc.y;
    doc.text(`${i + 1}.`, MARGIN, y, { width: 14 });
    doc.text(line, MARGIN + 16, y, { width: width - 16, lineGap: 1.2 });
    doc.moveDown(0.3);
  });

  // Signatures: the two parties side by side, each with a date and a line to sign on.
  section(t.signatures);
  ensureRoom(110);
  const column = (width - 30) / 2;
  const top = doc.y + 4;
  [
    { who: t.lessor, name: f.office.name },
    { who: t.charterer, name: charterer },
  ].forEach((party, i) => {
    const x = MARGIN + i * (column + 30);
    doc.font('bold').fontSize(10).fillColor(INK).text(party.who, x, top, { width: column });
    doc
      .font('regular')
      .fontSize(9.5)
      .text(party.name, x, top + 16, { width: column });
    doc.fillColor(MUTED).text(`${t.signatureDate}: ${day(f.issuedOn)}`, x, top + 34, { width: column });
    doc
      .moveTo(x, top + 88)
      .lineTo(x + column, top + 88)
      .lineWidth(0.8)
      .strokeColor(INK)
      .stroke();
    doc
      .fillColor(MUTED)
      .fontSize(8.5)
      .text(t.signature, x, top + 92, { width: column });
  });
  doc.y = top + 110;

  // Page numbers and the reference at the foot of every page.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(MUTED)
      .text(`${r.reference} · ${t.page(i + 1, range.count)}`, MARGIN, doc.page.height - MARGIN + 10, {
        width,
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}
