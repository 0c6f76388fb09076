import { CheckboxField, SelectField, TextAreaField, TextField } from '@/dashboard/components/fields';
import { FormModal } from '@/dashboard/components/modal';
import { firstError, parseDecimal, rules, useForm } from '@/dashboard/components/use-form';
import { type Partner, type PartnerScope, useCreatePartner, useUpdatePartner } from '../api/partners';
import { LANGUAGE_OPTIONS, SCOPE_LABEL, SCOPES } from '../labels';
import { PARTNER_TEXTS as P } from '../texts';

const ORIGIN = /^https?:\/\/[^/?#\s]+\/?$/;
const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/** The form's checkbox of each scope. */
const SCOPE_FIELDS = {
  'catalog:read': 'scopeCatalog',
  'availability:read': 'scopeAvailability',
  'bookings:write': 'scopeBookingsWrite',
  'bookings:read': 'scopeBookingsRead',
} as const satisfies Record<PartnerScope, string>;

const whole = (value: string, min: number, max: number) => {
  const n = Number(value.trim());
  return /^\d+$/.test(value.trim()) && n >= min && n <= max ? undefined : P.invalidWhole(min, max);
};

/** Create (no `partner`) or edit a partner: contact and its language, scopes, commission, browser origins, limits. */
export function PartnerForm({ partner, onClose }: { partner?: Partner; onClose(): void }) {
  const create = useCreatePartner(onClose);
  const update = useUpdatePartner(onClose);
  const form = useForm(
    {
      name: partner?.name ?? '',
      contactName: partner?.contactName ?? '',
      contactEmail: partner?.contactEmail ?? '',
      contactPhone: partner?.contactPhone ?? '',
      language: partner?.language ?? 'tr',
      // A new partner usually mirrors availability and books: every scope but the catalog's.
      scopeCatalog: partner ? partner.scopes.includes('catalog:read') : false,
      scopeAvailability: partner ? partner.scopes.includes('availability:read') : true,
      scopeBookingsWrite: partner ? partner.scopes.includes('bookings:write') : true,
      scopeBookingsRead: partner ? partner.scopes.includes('bookings:read') : true,
      commission:
        partner?.commissionPercent === null || !partner ? '' : String(partner.commissionPercent).replace('.', ','),
      origins: (partner?.allowedOrigins ?? []).join('\n'),
      maxLiveOptions: String(partner?.maxLiveOptions ?? 100),
      requestsPerMinute: String(partner?.requestsPerMinute ?? 600),
      disabled: partner?.disabled ?? false,
    },
    (v) => {
      const percent = parseDecimal(v.commission);
      return {
        name: firstError(rules.required(v.name), rules.maxLength(v.name, 120)),
        contactName: rules.maxLength(v.contactName, 120),
        contactEmail: firstError(rules.email(v.contactEmail), rules.maxLength(v.contactEmail, 254)),
        contactPhone: /^[0-9+() -]*$/.test(v.contactPhone) ? rules.maxLength(v.contactPhone, 30) : P.phoneInvalid,
        commission:
          v.commission.trim() === '' ||
          (Number.isFinite(percent) && percent >= 0 && percent <= 100 && Math.round(percent * 100) === percent * 100)
            ? undefined
            : P.invalidPercent,
        origins: lines(v.origins)
          .filter((l) => !ORIGIN.test(l))
          .map(P.invalidOrigin)[0],
        maxLiveOptions: whole(v.maxLiveOptions, 0, 100_000),
        requestsPerMinute: whole(v.requestsPerMinute, 1, 1_000_000),
      };
    },
  );
  const pending = create.isPending || update.isPending;
  const submit = form.handleSubmit((v) => {
    const body = {
      name: v.name.trim(),
      contactName: v.contactName.trim() || null,
      contactEmail: v.contactEmail.trim() || null,
      contactPhone: v.contactPhone.trim() || null,
      language: v.language,
      scopes: SCOPES.filter((s) => v[SCOPE_FIELDS[s]]),
      commissionPercent: v.commission.trim() === '' ? null : parseDecimal(v.commission),
      allowedOrigins: lines(v.origins),
      maxLiveOptions: Number(v.maxLiveOptions),
      requestsPerMinute: Number(v.requestsPerMinute),
    };
    if (partner) update.mutate({ id: partner.id, body: { ...body, disabled: v.disabled } });
    else create.mutate(body);
  });
  return (
    <FormModal
      title={partner ? P.editPartner : P.newPartner}
      onClose={onClose}
      onSubmit={submit}
      pending={pending}
      size="wide"
    >
      <div className="adm-form-grid">
        <TextField label={P.name} required autoComplete="off" field={form.field('name')} />
        <TextField label={P.contactName} autoComplete="off" field={form.field('contactName')} />
        <TextField label={P.contactEmail} type="email" autoComplete="off" field={form.field('contactEmail')} />
        <TextField label={P.contactPhone} type="tel" field={form.field('contactPhone')} />
        <SelectField
          label={P.language}
          hint={P.languageHint}
          options={LANGUAGE_OPTIONS}
          field={form.field('language')}
        />
      </div>
      <fieldset className="field">
        <legend>{P.scopes}</legend>
        {SCOPES.map((s) => (
          <CheckboxField key={s} label={`${SCOPE_LABEL[s]} (${s})`} field={form.field(SCOPE_FIELDS[s])} />
        ))}
      </fieldset>
      <div className="adm-form-grid">
        <TextField label={P.commission} inputMode="decimal" hint={P.commissionHint} field={form.field('commission')} />
        <TextField
          label={P.maxLiveOptions}
          inputMode="numeric"
          hint={P.maxLiveOptionsHint}
          field={form.field('maxLiveOptions')}
        />
        <TextField label={P.requestsPerMinute} inputMode="numeric" field={form.field('requestsPerMinute')} />
      </div>
      <TextAreaField label={P.origins} rows={3} hint={P.originsHint} field={form.field('origins')} />
      {partner ? <CheckboxField label={P.disabled} hint={P.disabledHint} field={form.field('disabled')} /> : null}
    </FormModal>
  );
}
