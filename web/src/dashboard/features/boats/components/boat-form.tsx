import type { IsoCurrency } from '@/api/client';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/dashboard/components/fields';
import { LanguagePair } from '@/dashboard/components/language-pair';
import { firstError, parseDecimal, rules, useForm } from '@/dashboard/components/use-form';
import { T } from '@/dashboard/texts';
import { useSessionStore } from '@/stores/session';
import {
  type AdminBoat,
  type BoatInput,
  useBoatOptions,
  useCreateBoat,
  useOwnerChoices,
  useUpdateBoat,
} from '../api/boats';

export const CURRENCIES = ['TRY', 'USD', 'EUR', 'GBP'] as const satisfies readonly IsoCurrency[];
export type Currency = (typeof CURRENCIES)[number];
export const CURRENCY_OPTIONS = CURRENCIES.map((c) => ({ value: c, label: c === 'TRY' ? 'TL (TRY)' : c }));

const F = {
  name: 'Tekne adı',
  type: 'Tekne tipi',
  marina: 'Marina / bölge',
  owner: 'Tekne sahibi',
  length: 'Boy (metre)',
  year: 'Yapım yılı',
  guestsDay: 'Günlük misafir kapasitesi',
  guestsNight: 'Konaklamalı misafir kapasitesi',
  cabins: 'Kabin sayısı',
  bathrooms: 'Banyo sayısı',
  crew: 'Mürettebat sayısı',
  captain: 'Kaptanlı (işaretsiz: kaptansız / bareboat)',
  description: 'Açıklama',
  descriptionHint: 'HTML kullanılabilir; izin verilmeyen etiketler temizlenir.',
  equipment: 'Donanım',
  equipmentHint: 'Her satıra bir donanım yazın (ör. Klima, Jeneratör).',
  rules: 'Kurallar',
  forRent: 'Kiralık',
  forSale: 'Satılık',
  active: 'Aktif (sitede görünür)',
  salePrice: 'Satış fiyatı',
  saleCurrency: 'Satış para birimi',
  ical: 'iCal adresi (içe aktarılacak takvim)',
  icalHint: 'http://, https:// veya webcal:// ile başlayan adres; boş bırakılabilir.',
  choose: 'Seçin',
  intRange: (min: number, max: number) => `${min} ile ${max} arasında bir tam sayı girin.`,
  positive: 'Sıfırdan büyük bir sayı girin.',
  lengthMax: 'Boy en çok 999,99 metre olabilir.',
  lengthDecimals: 'Boy en fazla iki ondalık basamak içerebilir (ör. 18,45).',
  badUrl: 'Adres http://, https:// veya webcal:// ile başlamalı ve boşluk içermemelidir.',
  salePriceRequired: 'Satılık bir teknenin satış fiyatını girin.',
  equipmentTooLong: 'Her donanım en çok 80 karakter olabilir.',
  papers: 'Belgeler (kiralama sözleşmesinde yazar)',
  registry: 'Bağlama kütüğü / ruhsatname no',
  licence: 'Turizm işletme belgesi no',
  flag: 'Bayrağı',
  port: 'Bağlama limanı',
  balanceOnBoard: 'Kalan ödeme teknede alınır (biniş günü; hatırlatma e-postası gitmez)',
  add: 'Yeni tekne',
  edit: 'Tekneyi düzenle',
} as const;

interface Values extends Record<string, unknown> {
  name: string;
  boatTypeId: string;
  marinaId: string;
  ownerId: string;
  lengthM: string;
  year: string;
  guestsDay: string;
  guestsNight: string;
  cabins: string;
  bathrooms: string;
  crew: string;
  captainIncluded: boolean;
  description: string;
  equipment: string;
  rules: string;
  descriptionEn: string;
  equipmentEn: string;
  rulesEn: string;
  forRent: boolean;
  forSale: boolean;
  active: boolean;
  salePrice: string;
  saleCurrency: Currency;
  icalUrl: string;
  registryNumber: string;
  tourismLicenceNumber: string;
  flag: string;
  portOfRegistry: string;
  balanceOnBoard: boolean;
}

const num = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n).replace('.', ','));

function initialValues(boat: AdminBoat | undefined): Values {
  return {
    name: boat?.name ?? '',
    boatTypeId: boat ? String(boat.boatTypeId) : '',
    marinaId: boat ? String(boat.marinaId) : '',
    ownerId: boat ? String(boat.ownerId) : '',
    lengthM: num(boat?.lengthM),
    year: num(boat?.year),
    guestsDay: num(boat?.guestsDay),
    guestsNight: num(boat?.guestsNight ?? 0),
    cabins: num(boat?.cabins ?? 0),
    bathrooms: num(boat?.bathrooms ?? 0),
    crew: num(boat?.crew ?? 0),
    captainIncluded: boat?.captainIncluded ?? true,
    description: boat?.description ?? '',
    equipment: (boat?.equipment ?? []).join('\n'),
    rules: boat?.rules ?? '',
    descriptionEn: boat?.descriptionEn ?? '',
    equipmentEn: (boat?.equipmentEn ?? []).join('\n'),
    rulesEn: boat?.rulesEn ?? '',
    forRent: boat?.forRent ?? true,
    forSale: boat?.forSale ?? false,
    active: boat?.active ?? true,
    salePrice: boat?.salePriceMinor ? num(boat.salePriceMinor / 100) : '',
    saleCurrency: boat?.saleCurrency ?? 'EUR',
    icalUrl: boat?.icalUrl ?? '',
    registryNumber: boat?.registryNumber ?? '',
    tourismLicenceNumber: boat?.tourismLicenceNumber ?? '',
    flag: boat?.flag ?? '',
    portOfRegistry: boat?.portOfRegistry ?? '',
    balanceOnBoard: boat?.balanceOnBoard ?? false,
  };
}

const intRule = (value: string, min: number, max: number, required = false) => {
  if (value.trim() === '') return required ? T.required : undefined;
  const n = Number(value.trim());
  return Number.isInteger(n) && n >= min && n <= max ? undefined : F.intRange(min, max);
};

/** English equipment, one per line; none is "not translated". */
function englishList(text: string): string[] | null {
  const items = text
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean);
  return items.length > 0 ? items : null;
}

function validate(v: Values, isAdmin: boolean) {
  const length = parseDecimal(v.lengthM);
  const price = parseDecimal(v.salePrice);
  const equipment = v.equipment.split('\n').map((s) => s.trim());
  return {
    name: firstError(rules.required(v.name), rules.maxLength(v.name.trim(), 120)),
    boatTypeId: rules.required(v.boatTypeId),
    marinaId: rules.required(v.marinaId),
    ownerId: isAdmin ? rules.required(v.ownerId) : undefined,
    lengthM: firstError(
      rules.required(v.lengthM),
      rules.decimal(v.lengthM),
      length > 0 ? undefined : F.positive,
      length <= 999.99 ? undefined : F.lengthMax,
      Number.isInteger(Math.round(length * 1e6) / 1e4) ? undefined : F.lengthDecimals,
    ),
    year: intRule(v.year, 1900, 2100),
    guestsDay: intRule(v.guestsDay, 0, 500, true),
    guestsNight: intRule(v.guestsNight, 0, 500),
    cabins: intRule(v.cabins, 0, 500),
    bathrooms: intRule(v.bathrooms, 0, 500),
    crew: intRule(v.crew, 0, 500),
    description: rules.maxLength(v.description, 50_000),
    equipment: equipment.some((e) => e.length > 80) ? F.equipmentTooLong : undefined,
    rules: rules.maxLength(v.rules, 5000),
    descriptionEn: rules.maxLength(v.descriptionEn, 50_000),
    equipmentEn: v.equipmentEn.split('\n').some((e) => e.trim().length > 80) ? F.equipmentTooLong : undefined,
    rulesEn: rules.maxLength(v.rulesEn, 5000),
    salePrice: firstError(
      v.forSale && v.salePrice.trim() === '' ? F.salePriceRequired : undefined,
      rules.decimal(v.salePrice),
      v.salePrice.trim() !== '' && !(price > 0) ? F.positive : undefined,
    ),
    icalUrl: v.icalUrl.trim() === '' || /^(https?|webcal):\/\/[^\s]+$/.test(v.icalUrl.trim()) ? undefined : F.badUrl,
    registryNumber: rules.maxLength(v.registryNumber.trim(), 100),
    tourismLicenceNumber: rules.maxLength(v.tourismLicenceNumber.trim(), 100),
    flag: rules.maxLength(v.flag.trim(), 100),
    portOfRegistry: rules.maxLength(v.portOfRegistry.trim(), 100),
  };
}

const intOr = (value: string, fallback: number) => (value.trim() === '' ? fallback : Number(value.trim()));

function toBody(v: Values, isAdmin: boolean): BoatInput {
  const price = v.salePrice.trim() === '' ? null : Math.round(parseDecimal(v.salePrice) * 100);
  return {
    name: v.name.trim(),
    boatTypeId: Number(v.boatTypeId),
    marinaId: Number(v.marinaId),
    ...(isAdmin ? { ownerId: Number(v.ownerId) } : {}),
    lengthM: parseDecimal(v.lengthM),
    year: v.year.trim() === '' ? null : Number(v.year.trim()),
    guestsDay: intOr(v.guestsDay, 0),
    guestsNight: intOr(v.guestsNight, 0),
    cabins: intOr(v.cabins, 0),
    bathrooms: intOr(v.bathrooms, 0),
    crew: intOr(v.crew, 0),
    captainIncluded: v.captainIncluded,
    description: v.description,
    equipment: v.equipment
      .split('\n')
      .map((s) => s.trim())
      .filter(Boolean),
    rules: v.rules,
    // Empty English is "not translated": the English page shows the Turkish.
    descriptionEn: v.descriptionEn.trim() ? v.descriptionEn : null,
    equipmentEn: englishList(v.equipmentEn),
    rulesEn: v.rulesEn.trim() || null,
    forRent: v.forRent,
    forSale: v.forSale,
    salePriceMinor: price,
    saleCurrency: price === null ? null : v.saleCurrency,
    active: v.active,
    icalUrl: v.icalUrl.trim() === '' ? null : v.icalUrl.trim(),
    registryNumber: v.registryNumber.trim() || null,
    tourismLicenceNumber: v.tourismLicenceNumber.trim() || null,
    flag: v.flag.trim() || null,
    portOfRegistry: v.portOfRegistry.trim() || null,
    balanceOnBoard: v.balanceOnBoard,
  };
}

/** Create or edit a boat: every field the API takes, validated inline in Turkish. */
export function BoatForm({ boat, onDone }: { boat?: AdminBoat; onDone(boat: AdminBoat): void }) {
  const isAdmin = useSessionStore((s) => s.session?.user_role) === 'ADMIN';
  const options = useBoatOptions();
  const owners = useOwnerChoices(isAdmin);
  const create = useCreateBoat(onDone);
  const update = useUpdateBoat(onDone);
  const form = useForm<Values>(initialValues(boat), (v) => validate(v, isAdmin));
  const submit = form.handleSubmit((v) => {
    const body = toBody(v, isAdmin);
    if (boat) update.mutate({ id: boat.id, body });
    else create.mutate(body);
  });
  const choose = { value: '', label: F.choose };
  const typeOptions = [choose, ...(options.data?.boatTypes ?? []).map((t) => ({ value: String(t.id), label: t.name }))];
  const marinaOptions = [choose, ...(options.data?.marinas ?? []).map((m) => ({ value: String(m.id), label: m.name }))];
  const ownerOptions = [choose, ...(owners.data ?? []).map((o) => ({ value: String(o.id), label: o.name }))];
  const pending = create.isPending || update.isPending;

  return (
    <form className="adm-form adm-card" onSubmit={submit} noValidate aria-label={boat ? F.edit : F.add}>
      <div className="adm-form-grid">
        <TextField className="is-full" label={F.name} required autoComplete="off" field={form.field('name')} />
        <SelectField label={F.type} required options={typeOptions} field={form.field('boatTypeId')} />
        <SelectField label={F.marina} required options={marinaOptions} field={form.field('marinaId')} />
        {isAdmin ? <SelectField label={F.owner} required options={ownerOptions} field={form.field('ownerId')} /> : null}
        <TextField label={F.length} required inputMode="decimal" field={form.field('lengthM')} />
        <TextField label={F.year} inputMode="numeric" field={form.field('year')} />
        <TextField label={F.guestsDay} required inputMode="numeric" field={form.field('guestsDay')} />
        <TextField label={F.guestsNight} inputMode="numeric" field={form.field('guestsNight')} />
        <TextField label={F.cabins} inputMode="numeric" field={form.field('cabins')} />
        <TextField label={F.bathrooms} inputMode="numeric" field={form.field('bathrooms')} />
        <TextField label={F.crew} inputMode="numeric" field={form.field('crew')} />
        <CheckboxField label={F.captain} field={form.field('captainIncluded')} />
        <div className="is-full">
          <LanguagePair
            tr={<TextAreaField label={F.description} hint={F.descriptionHint} field={form.field('description')} />}
            en={<TextAreaField label={'Description in English (HTML)'} field={form.field('descriptionEn')} />}
          />
          <LanguagePair
            tr={<TextAreaField label={F.equipment} hint={F.equipmentHint} rows={5} field={form.field('equipment')} />}
            en={
              <TextAreaField label={'Equipment in English (one per line)'} rows={5} field={form.field('equipmentEn')} />
            }
          />
          <LanguagePair
            tr={<TextAreaField label={F.rules} rows={5} field={form.field('rules')} />}
            en={<TextAreaField label={'Rules in English'} rows={5} field={form.field('rulesEn')} />}
          />
        </div>
        <CheckboxField label={F.forRent} field={form.field('forRent')} />
        <CheckboxField label={F.forSale} field={form.field('forSale')} />
        <TextField
          label={F.salePrice}
          required={form.values.forSale}
          inputMode="decimal"
          field={form.field('salePrice')}
        />
        <SelectField label={F.saleCurrency} options={CURRENCY_OPTIONS} field={form.field('saleCurrency')} />
        <TextField className="is-full" type="url" label={F.ical} hint={F.icalHint} field={form.field('icalUrl')} />
        <CheckboxField label={F.active} field={form.field('active')} />
        <h3 className="is-full">{F.papers}</h3>
        <TextField label={F.registry} autoComplete="off" field={form.field('registryNumber')} />
        <TextField label={F.licence} autoComplete="off" field={form.field('tourismLicenceNumber')} />
        <TextField label={F.flag} autoComplete="off" field={form.field('flag')} />
        <TextField label={F.port} autoComplete="off" field={form.field('portOfRegistry')} />
        <CheckboxField label={F.balanceOnBoard} field={form.field('balanceOnBoard')} />
      </div>
      <div className="adm-form-actions">
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {pending ? T.saving : T.save}
        </button>
      </div>
    </form>
  );
}
