import type { ReactNode } from 'react';
import { SelectField, TextAreaField, TextField } from '@/dashboard/components/fields';
import { PageHeader } from '@/dashboard/components/page-header';
import { ErrorState, Loading } from '@/dashboard/components/states';
import { firstError, rules, useForm } from '@/dashboard/components/use-form';
import { T } from '@/dashboard/texts';
import {
  useContactPage,
  useEntries,
  useExchange,
  useSaveContact,
  useSaveExchange,
  useSaveSite,
  useSaveSocial,
} from '../api/settings';

/** The default cancellation policy of boats without their own (issue 21). */
const POLICY_DEFAULTS = [
  { value: '', label: 'Orta (önerilen)' },
  { value: 'flexible', label: 'Esnek: binişten 7 gün öncesine kadar %100 iade' },
  { value: 'moderate', label: 'Orta: 30 gün öncesine kadar %100, 14 gün öncesine kadar %50 iade' },
  { value: 'strict', label: 'Katı: 30 gün öncesine kadar %50 iade, sonra iade yok' },
] as const;

const S = {
  policyDefault: 'Varsayılan iptal politikası',
  policyDefaultHint: 'Kendi iptal politikası seçilmemiş teknelerde geçerlidir (tekne › İptal politikası).',
  balanceDays: 'Kalan ödeme binişten kaç gün önce',
  balanceDaysHint:
    'Boş: 30. Daha geç yapılan rezervasyonlarda son gün biniş günüdür; hatırlatma bir hafta önce ve son gün gider. Teknede ödeme alan tekneler tekne formunda işaretlenir.',
  balanceDaysRange: '0 ile 365 arasında bir tam sayı girin.',
  dollar: '1 ABD doları (USD) kaç TL',
  euro: '1 Euro (EUR) kaç TL',
  sterling: '1 İngiliz sterlini (GBP) kaç TL',
  rateHint: 'Virgül veya nokta ile, en fazla 4 ondalık basamak (ör. 41,50).',
  rateInvalid: 'Sıfırdan büyük, en fazla 4 ondalık basamaklı bir sayı girin.',
  exchangeIntro:
    'Sitedeki fiyatlar TL’den bu kurlarla çevrilir; değişiklik yeni aramalarda ve sayfalarda hemen kullanılır.',
  siteTitle: 'Site başlığı',
  siteDescription: 'Site açıklaması (arama motorları için)',
  footerText: 'Alt bilgi metni',
  workingHours: 'Çalışma saatleri',
  phone: 'Telefon',
  phoneInvalid: 'Telefon yalnızca rakam, boşluk, +, ( ) ve - içerebilir.',
  email: 'E-posta',
  address: 'Adres',
  whatsapp: 'WhatsApp numarası',
  maps: 'Harita bağlantısı',
  urlInvalid: 'http:// veya https:// ile başlayan bir adres girin ya da boş bırakın.',
  contactPageTitle: 'İletişim sayfasının başlığı',
  contactPageContent: 'İletişim sayfasının metni (HTML)',
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitter: 'X (Twitter)',
  youtube: 'YouTube',
} as const;

const RATE = /^[0-9]{1,6}(\.[0-9]{1,4})?$/;
const toRate = (v: string) => v.trim().replace(',', '.');
const rateError = (v: string) =>
  firstError(rules.required(v), RATE.test(toRate(v)) && Number(toRate(v)) > 0 ? undefined : S.rateInvalid);
const urlError = (v: string) =>
  v.trim() === '' || /^https?:\/\/\S+$/i.test(v.trim()) ? rules.maxLength(v, 500) : S.urlInvalid;
const phoneError = (v: string) => (/^[0-9+() -]*$/.test(v) ? rules.maxLength(v, 30) : S.phoneInvalid);
const trTr = (v: string | undefined) => (v ?? '').replace('.', ',');

function SaveBar({ pending }: { pending: boolean }) {
  return (
    <div className="adm-form-actions">
      <button type="submit" className="btn btn-primary" disabled={pending}>
        {pending ? T.saving : T.save}
      </button>
    </div>
  );
}

function Loaded<D>({
  query,
  children,
}: {
  query: { isPending: boolean; error: unknown; data: D | undefined; refetch(): unknown };
  children(data: D): ReactNode;
}) {
  if (query.isPending) return <Loading />;
  if (query.error || query.data === undefined)
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}

function ExchangeForm({ values }: { values: Record<string, string | undefined> }) {
  const save = useSaveExchange();
  const form = useForm(
    {
      dollar: trTr(values.dollar_exchange_rate),
      euro: trTr(values.euro_exchange_rate),
      sterling: trTr(values.sterling_exchange_rate),
    },
    (v) => ({ dollar: rateError(v.dollar), euro: rateError(v.euro), sterling: rateError(v.sterling) }),
  );
  const submit = form.handleSubmit((v) =>
    save.mutate({
      dollar_exchange_rate: toRate(v.dollar),
      euro_exchange_rate: toRate(v.euro),
      sterling_exchange_rate: toRate(v.sterling),
    }),
  );
  return (
    <form className="adm-card adm-form" onSubmit={submit} noValidate>
      <p className="muted">{S.exchangeIntro}</p>
      <div className="adm-form-grid">
        <TextField label={S.dollar} required inputMode="decimal" hint={S.rateHint} field={form.field('dollar')} />
        <TextField label={S.euro} required inputMode="decimal" hint={S.rateHint} field={form.field('euro')} />
        <TextField label={S.sterling} required inputMode="decimal" hint={S.rateHint} field={form.field('sterling')} />
      </div>
      <SaveBar pending={save.isPending} />
    </form>
  );
}

export function ExchangeScreen() {
  const query = useExchange();
  return (
    <>
      <PageHeader />
      <Loaded query={query}>{(values) => <ExchangeForm key={JSON.stringify(values)} values={values} />}</Loaded>
    </>
  );
}

/** How a balance paid in another currency than the contract's is converted (`balance_rate_rule`). */
const BALANCE_RATE_RULES = [
  { value: '', label: 'Ödeme günündeki ofis kuru (varsayılan)' },
  { value: 'fixed', label: 'Rezervasyon günündeki kurla sabit' },
] as const;

function SiteForm({ values }: { values: Record<string, string | undefined> }) {
  const save = useSaveSite();
  const form = useForm(
    {
      site_title: values.site_title ?? '',
      site_description: values.site_description ?? '',
      site_footer_text: values.site_footer_text ?? '',
      working_hours: values.working_hours ?? '',
      cancellation_policy_default:
        POLICY_DEFAULTS.find((o) => o.value === values.cancellation_policy_default)?.value ?? '',
      balance_days_before: values.balance_days_before ?? '',
      balance_rate_rule: BALANCE_RATE_RULES.find((o) => o.value === values.balance_rate_rule)?.value ?? '',
    },
    (v) => ({
      site_title: firstError(rules.required(v.site_title), rules.maxLength(v.site_title, 200)),
      site_description: rules.maxLength(v.site_description, 500),
      site_footer_text: rules.maxLength(v.site_footer_text, 2000),
      working_hours: rules.maxLength(v.working_hours, 200),
      balance_days_before:
        v.balance_days_before.trim() === '' ||
        (/^[0-9]{1,3}$/.test(v.balance_days_before.trim()) && Number(v.balance_days_before) <= 365)
          ? undefined
          : S.balanceDaysRange,
    }),
  );
  const submit = form.handleSubmit((v) =>
    save.mutate({
      ...v,
      balance_days_before: v.balance_days_before.trim() === '' ? '' : String(Number(v.balance_days_before)),
    }),
  );
  return (
    <form className="adm-card adm-form" onSubmit={submit} noValidate>
      <TextField label={S.siteTitle} required field={form.field('site_title')} />
      <TextAreaField label={S.siteDescription} rows={3} field={form.field('site_description')} />
      <TextAreaField label={S.footerText} rows={3} field={form.field('site_footer_text')} />
      <TextField label={S.workingHours} field={form.field('working_hours')} />
      <SelectField
        label={S.policyDefault}
        options={POLICY_DEFAULTS}
        field={form.field('cancellation_policy_default')}
        hint={S.policyDefaultHint}
      />
      <TextField
        label={S.balanceDays}
        inputMode="numeric"
        hint={S.balanceDaysHint}
        field={form.field('balance_days_before')}
      />
      <SelectField
        label="Başka para biriminde ödenen kalanın kuru"
        options={BALANCE_RATE_RULES}
        field={form.field('balance_rate_rule')}
        hint="Müşteri sözleşme para biriminden (teknenin fiyat para birimi) başka bir para biriminde, ör. TL ile ödüyorsa. Ön ödeme her durumda rezervasyon anındaki kurla sabittir. Yalnızca bundan sonraki rezervasyonların koşullarına yazılır."
      />
      <SaveBar pending={save.isPending} />
    </form>
  );
}

export function SiteSettingsScreen() {
  const query = useEntries();
  return (
    <>
      <PageHeader />
      <Loaded query={query}>{(values) => <SiteForm key={JSON.stringify(values)} values={values} />}</Loaded>
    </>
  );
}

function ContactForm({
  values,
  page,
}: {
  values: Record<string, string | undefined>;
  page: { title: string; content: string };
}) {
  const save = useSaveContact();
  const form = useForm(
    {
      site_phone: values.site_phone ?? '',
      site_email: values.site_email ?? '',
      site_address: values.site_address ?? '',
      whatsapp_phone: values.whatsapp_phone ?? '',
      google_maps_link: values.google_maps_link ?? '',
      title: page.title,
      content: page.content,
    },
    (v) => ({
      site_phone: phoneError(v.site_phone),
      site_email: firstError(rules.email(v.site_email), rules.maxLength(v.site_email, 254)),
      site_address: rules.maxLength(v.site_address, 500),
      whatsapp_phone: phoneError(v.whatsapp_phone),
      google_maps_link: urlError(v.google_maps_link),
      title: rules.maxLength(v.title, 200),
      content: rules.maxLength(v.content, 200_000),
    }),
  );
  const submit = form.handleSubmit((v) =>
    save.mutate({ ...v, site_email: v.site_email.trim(), google_maps_link: v.google_maps_link.trim() }),
  );
  return (
    <form className="adm-card adm-form" onSubmit={submit} noValidate>
      <div className="adm-form-grid">
        <TextField label={S.phone} type="tel" field={form.field('site_phone')} />
        <TextField label={S.whatsapp} type="tel" field={form.field('whatsapp_phone')} />
        <TextField label={S.email} type="email" field={form.field('site_email')} />
        <TextField label={S.maps} type="url" field={form.field('google_maps_link')} />
        <TextAreaField label={S.address} rows={2} className="is-full" field={form.field('site_address')} />
        <TextField label={S.contactPageTitle} className="is-full" field={form.field('title')} />
        <TextAreaField label={S.contactPageContent} rows={8} className="is-full" field={form.field('content')} />
      </div>
      <SaveBar pending={save.isPending} />
    </form>
  );
}

export function ContactSettingsScreen() {
  const entries = useEntries();
  const page = useContactPage();
  return (
    <>
      <PageHeader />
      <Loaded query={entries}>
        {(values) => (
          <Loaded query={page}>
            {(p) => <ContactForm key={`${JSON.stringify(values)}${p.updatedAt}`} values={values} page={p} />}
          </Loaded>
        )}
      </Loaded>
    </>
  );
}

function SocialForm({ values }: { values: Record<string, string | undefined> }) {
  const save = useSaveSocial();
  const form = useForm(
    {
      facebook_link: values.facebook_link ?? '',
      instagram_link: values.instagram_link ?? '',
      twitter_link: values.twitter_link ?? '',
      youtube_link: values.youtube_link ?? '',
    },
    (v) => ({
      facebook_link: urlError(v.facebook_link),
      instagram_link: urlError(v.instagram_link),
      twitter_link: urlError(v.twitter_link),
      youtube_link: urlError(v.youtube_link),
    }),
  );
  const submit = form.handleSubmit((v) =>
    save.mutate({
      facebook_link: v.facebook_link.trim(),
      instagram_link: v.instagram_link.trim(),
      twitter_link: v.twitter_link.trim(),
      youtube_link: v.youtube_link.trim(),
    }),
  );
  return (
    <form className="adm-card adm-form" onSubmit={submit} noValidate>
      <div className="adm-form-grid">
        <TextField label={S.facebook} type="url" field={form.field('facebook_link')} />
        <TextField label={S.instagram} type="url" field={form.field('instagram_link')} />
        <TextField label={S.twitter} type="url" field={form.field('twitter_link')} />
        <TextField label={S.youtube} type="url" field={form.field('youtube_link')} />
      </div>
      <SaveBar pending={save.isPending} />
    </form>
  );
}

export function SocialSettingsScreen() {
  const query = useEntries();
  return (
    <>
      <PageHeader />
      <Loaded query={query}>{(values) => <SocialForm key={JSON.stringify(values)} values={values} />}</Loaded>
    </>
  );
}
