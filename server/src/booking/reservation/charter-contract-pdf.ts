import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { defangVisitorAddress, defangVisitorText } from '../../common/defang.js';
import { daysBetween, enDate, trDate } from '../../common/dates.js';
import { describePolicy, type CancellationPolicy } from '../../common/cancellation-policy.js';
import type { Language } from '../../common/language.js';
import { formatMoney, type ExchangeRates } from '../../common/money.js';
import type { boatRecord } from '../../boats/read.js';
import { describeExtras } from '../extras-text.js';
import { outstanding } from '../terms.js';
import { flagIn, TEXTS } from './charter-contract-texts.js';
import type { Reservation } from './schemas.js';
import { termsStatement } from './terms-view.js';

// DejaVu Sans is embedded (subset), so Turkish letters (ş ğ ı İ ç ö ü) and the currency signs print as typed.
const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

/** What a contract states, read once (`charter-contract.ts`). */
export interface ContractFacts {
  reservation: Reservation;
  boat: NonNullable<Awaited<ReturnType<typeof boatRecord>>>;
  /** The office's rates now: a balance paid at the day's rate is indicated at them. */
  today: ExchangeRates;
  policy: CancellationPolicy;
  office: { name: string; address: string; phone: string; email: string };
  issuedOn: string;
}

const MARGIN = 50;
const INK = '#1f2937';
const MUTED = '#6b7280';
const RULE = '#d1d5db';

/** The contract as PDF bytes, in `language`. */
export function drawContract(f: ContractFacts, language: Language): Promise<Buffer> {
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
  if (r.customer.email) row(t.email, defangVisitorAddress(r.customer.email));

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
