import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/dashboard/components/fields';
import { prefillOf } from '@/dashboard/components/create-links';
import { AdminLink } from '@/dashboard/components/link';
import { PageHeader } from '@/dashboard/components/page-header';
import { firstError, rules, useForm } from '@/dashboard/components/use-form';
import { T } from '@/dashboard/texts';
import { useBoatChoices } from '@/dashboard/api/operation-keys';
import { useOfficeQuote } from '../api/office-quote';
import { useBoatExtras, useCreateReservation } from '../api/reservations';
import { OfficeExtrasPicker, OfficeQuotePanel } from './office-extras';
import '@/dashboard/operations.css';

const C = {
  back: '← Rezervasyonlar',
  boat: 'Tekne',
  choose: 'Seçin',
  start: 'Biniş günü',
  end: 'Dönüş günü',
  guests: 'Misafir sayısı',
  name: 'Müşteri adı soyadı',
  email: 'E-posta',
  phone: 'Telefon',
  currency: 'Gösterim para birimi',
  channel: 'Kanal',
  platformRef: 'Diğer platformdaki rezervasyon numarası',
  note: 'Not',
  confirm: 'Opsiyon yerine doğrudan onaylı oluştur',
  optionHours: 'Opsiyon süresi (saat)',
  optionHint: 'Boş bırakılırsa varsayılan süre kullanılır.',
  endAfterStart: 'Dönüş günü biniş gününden sonra olmalıdır.',
  guestsRange: '1 ile 500 arasında bir tam sayı girin.',
  hoursRange: '1 ile 720 arasında bir tam sayı girin.',
  phoneFormat: 'Telefon yalnızca rakam, boşluk, +, ( ) ve - içerebilir (en az 7 karakter).',
  platformRequired: 'Diğer platformdan gelen rezervasyonun numarasını girin.',
  submit: 'Rezervasyonu oluştur',
} as const;
const CHANNELS = [
  { value: 'office', label: 'Ofis (telefon, e-posta)' },
  { value: 'platform', label: 'Diğer platform' },
] as const;
const CURRENCIES = [
  { value: 'EURO', label: 'Euro (€)' },
  { value: 'TL', label: 'Türk lirası (₺)' },
  { value: 'DOLLAR', label: 'Dolar ($)' },
  { value: 'POUND', label: 'Sterlin (£)' },
] as const;
const FIRST_CURRENCY: (typeof CURRENCIES)[number]['value'] = 'EURO';
const FIRST_CHANNEL: (typeof CHANNELS)[number]['value'] = 'office';
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function ReservationCreateScreen() {
  const navigate = useNavigate();
  const boats = useBoatChoices();
  const create = useCreateReservation((r) => void navigate(`/reservations/${r.id}`));
  // The fleet grid opens this form with the boat, dates and guests it chose (create-links.ts).
  const [searchParams] = useSearchParams();
  const prefill = prefillOf(searchParams);
  const form = useForm(
    {
      boat: prefill.boat,
      start: prefill.start,
      end: prefill.end,
      guests: prefill.guests || '2',
      name: '',
      email: '',
      phone: '',
      currency: FIRST_CURRENCY,
      channel: FIRST_CHANNEL,
      platformRef: '',
      note: '',
      confirm: false,
      optionHours: '',
    },
    (v) => ({
      boat: rules.required(v.boat),
      start: rules.required(v.start),
      end: firstError(rules.required(v.end), v.start && v.end && v.end <= v.start ? C.endAfterStart : undefined),
      guests:
        /^\d+$/.test(v.guests.trim()) && Number(v.guests) >= 1 && Number(v.guests) <= 500 ? undefined : C.guestsRange,
      name: firstError(rules.required(v.name), rules.minLength(v.name.trim(), 2), rules.maxLength(v.name.trim(), 120)),
      email: rules.email(v.email),
      phone: v.phone.trim() === '' || /^[0-9+() -]{7,30}$/.test(v.phone.trim()) ? undefined : C.phoneFormat,
      platformRef: firstError(
        v.channel === 'platform' && v.platformRef.trim() === '' ? C.platformRequired : undefined,
        rules.maxLength(v.platformRef, 120),
      ),
      note: rules.maxLength(v.note, 2000),
      optionHours:
        v.optionHours.trim() === '' ||
        (/^\d+$/.test(v.optionHours.trim()) && Number(v.optionHours) >= 1 && Number(v.optionHours) <= 720)
          ? undefined
          : C.hoursRange,
    }),
  );
  // The chosen boat's extras and the price of the stay with them, as the booking will be priced.
  const stay = form.values;
  const boatId = /^\d+$/.test(stay.boat) ? Number(stay.boat) : 0;
  const offered = useBoatExtras(boatId, boatId > 0);
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const chosen = (offered.data ?? [])
    .filter((e) => !e.mandatory && (quantities[e.id] ?? 0) > 0)
    .map((e) => ({ extraId: e.id, quantity: quantities[e.id]! }));
  const guests = /^\d+$/.test(stay.guests.trim()) ? Number(stay.guests) : 0;
  const priceable =
    boatId > 0 && DATE.test(stay.start) && DATE.test(stay.end) && stay.end > stay.start && guests >= 1 && guests <= 500;
  const quote = useOfficeQuote(
    { boat_id: boatId, start: stay.start, end: stay.end, guests, currency: stay.currency, extras: chosen },
    priceable,
  );
  const submit = form.handleSubmit((v) =>
    create.mutate({
      boat_id: Number(v.boat),
      start: v.start,
      end: v.end,
      guests: Number(v.guests),
      currency: v.currency,
      customer: {
        name: v.name.trim(),
        ...(v.email.trim() ? { email: v.email.trim() } : {}),
        ...(v.phone.trim() ? { phone: v.phone.trim() } : {}),
      },
      channel: v.channel,
      ...(v.channel === 'platform' ? { platformRef: v.platformRef.trim() } : {}),
      ...(v.note.trim() ? { note: v.note.trim() } : {}),
      confirm: v.confirm,
      ...(v.optionHours.trim() && !v.confirm ? { optionHours: Number(v.optionHours) } : {}),
      ...(chosen.length ? { extras: chosen } : {}),
    }),
  );
  const boatOptions = [
    { value: '', label: C.choose },
    ...(boats.data ?? []).map((b) => ({ value: String(b.id), label: b.name })),
  ];
  return (
    <>
      <PageHeader
        actions={
          <AdminLink className="btn" to="/reservations">
            {C.back}
          </AdminLink>
        }
      />
      <form className="adm-form adm-card" onSubmit={submit} noValidate aria-label="Yeni rezervasyon">
        <div className="adm-form-grid">
          <SelectField className="is-full" label={C.boat} required options={boatOptions} field={form.field('boat')} />
          <TextField type="date" label={C.start} required field={form.field('start')} />
          <TextField type="date" label={C.end} required field={form.field('end')} />
          <TextField label={C.guests} required inputMode="numeric" field={form.field('guests')} />
          <SelectField label={C.currency} options={CURRENCIES} field={form.field('currency')} />
          <OfficeExtrasPicker
            offered={offered.data ?? []}
            quantities={quantities}
            onChange={(id, n) => setQuantities((q) => ({ ...q, [id]: n }))}
          />
          <OfficeQuotePanel ready={priceable} quote={quote} />
          <TextField label={C.name} required autoComplete="off" field={form.field('name')} />
          <TextField type="email" label={C.email} autoComplete="off" field={form.field('email')} />
          <TextField type="tel" label={C.phone} autoComplete="off" field={form.field('phone')} />
          <SelectField label={C.channel} options={CHANNELS} field={form.field('channel')} />
          {form.values.channel === 'platform' ? (
            <TextField label={C.platformRef} required field={form.field('platformRef')} />
          ) : null}
          <TextAreaField className="is-full" label={C.note} rows={3} field={form.field('note')} />
          <CheckboxField label={C.confirm} field={form.field('confirm')} />
          {form.values.confirm ? null : (
            <TextField
              label={C.optionHours}
              hint={C.optionHint}
              inputMode="numeric"
              field={form.field('optionHours')}
            />
          )}
        </div>
        <div className="adm-form-actions">
          <button type="submit" className="btn btn-primary" disabled={create.isPending}>
            {create.isPending ? T.saving : C.submit}
          </button>
        </div>
      </form>
    </>
  );
}
