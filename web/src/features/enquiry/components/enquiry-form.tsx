import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/api/client';
import { useSearchInput } from '@/features/search';
import { apiMessage } from '@/i18n/api-messages';
import { type Texts, useLocale } from '@/i18n/texts';
import { type Enquiry, useSendEnquiry } from '../api/send-enquiry';

type Way = Enquiry['preferredContact'];
const WAYS: Way[] = ['email', 'phone', 'whatsapp'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

interface Values {
  name: string;
  email: string;
  phone: string;
  message: string;
  preferred: Way;
  boat: string;
  start: string;
  end: string;
  guests: string;
  website: string;
}
type Field = 'name' | 'email' | 'phone' | 'message' | 'dates' | 'boat';

function validate(v: Values, kind: Enquiry['kind'], T: Texts['enquiry']) {
  const errors: Partial<Record<Field, string>> = {};
  if (!v.name.trim()) errors.name = T.errors.name;
  if (!EMAIL.test(v.email.trim())) errors.email = T.errors.email;
  if ((v.preferred !== 'email' && !v.phone.trim()) || !/^[0-9+() -]*$/.test(v.phone)) errors.phone = T.errors.phone;
  if (kind === 'purchase' && !v.message.trim()) errors.message = T.errors.message;
  if ((v.start || v.end) && !(DATE.test(v.start) && DATE.test(v.end) && v.end > v.start)) errors.dates = T.errors.dates;
  return errors;
}

/** A boat's name typed with the site's typeahead suggestions (a datalist). */
function BoatField({
  value,
  boats,
  onChange,
  error,
  T,
}: {
  value: string;
  boats: readonly { slug: string; name: string }[];
  onChange: (name: string) => void;
  error: string | undefined;
  T: Texts['enquiry'];
}) {
  return (
    <label className="field">
      {T.boat}
      <input
        type="text"
        name="boat"
        list="enquiry-boats"
        autoComplete="off"
        value={value}
        aria-invalid={Boolean(error)}
        aria-describedby="enquiry-boat-help"
        onChange={(e) => onChange(e.target.value)}
      />
      <datalist id="enquiry-boats">
        {boats.map((b) => (
          <option key={b.slug} value={b.name} />
        ))}
      </datalist>
      <span className="muted" id="enquiry-boat-help">
        {T.boatHelp}
      </span>
      {error && <span className="form-error">{error}</span>}
    </label>
  );
}

/**
 * A purchase enquiry about a sale boat (`boat` given) or a charter request from /enquire (boat
 * optional, dates, guests). Both land among the office's contact messages, tied to the boat.
 */
export function EnquiryForm({
  kind,
  boat,
  today,
  id = 'enquiry-form',
}: {
  kind: Enquiry['kind'];
  boat?: { slug: string; name: string };
  /** Today in Istanbul: no earlier day can be chosen. */
  today?: string;
  id?: string;
}) {
  const { t, lang } = useLocale();
  const T = t.enquiry;
  const empty: Values = {
    name: '',
    email: '',
    phone: '',
    message: '',
    preferred: 'email',
    boat: '',
    start: '',
    end: '',
    guests: '',
    website: '',
  };
  const [v, setValues] = useState<Values>(empty);
  // The typed name's boat: the suggestion it matches (letter case aside).
  const typed = kind === 'charter' && !boat ? v.boat.trim() : '';
  const suggestions = useSearchInput(typed).data ?? [];
  const boatSlug =
    boat?.slug ?? suggestions.find((b) => b.name.toLocaleLowerCase(lang) === typed.toLocaleLowerCase(lang))?.slug;
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sent, setSent] = useState(false);
  const mutation = useSendEnquiry();
  const done = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (sent) done.current?.focus();
  }, [sent]);
  const set = (key: keyof Values) => (e: { target: { value: string } }) => setValues({ ...v, [key]: e.target.value });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found = validate(v, kind, T);
    if (!boat && v.boat.trim() && !boatSlug) found.boat = T.boatUnknown;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body: Enquiry = {
      kind,
      name: v.name.trim(),
      email: v.email.trim(),
      preferredContact: v.preferred,
      language: lang,
      ...(boatSlug ? { boatSlug } : {}),
      ...(v.phone.trim() ? { phone: v.phone.trim() } : {}),
      ...(v.message.trim() ? { message: v.message.trim() } : {}),
      ...(v.start && v.end ? { start: v.start, end: v.end } : {}),
      ...(v.guests ? { guests: Number(v.guests) } : {}),
      ...(v.website ? { website: v.website } : {}),
    };
    mutation.mutate(body, {
      onSuccess: () => {
        setSent(true);
        setValues(empty);
      },
    });
  };

  const title = kind === 'purchase' ? T.purchaseTitle : T.requestTitle;
  const failure =
    mutation.error instanceof ApiError ? apiMessage(t, mutation.error) : mutation.error ? t.common.error : null;
  const titleId = `${id}-title`;

  return (
    <form className="booking enquiry" id={id} onSubmit={onSubmit} noValidate aria-labelledby={titleId} data-testid={id}>
      <h2 id={titleId}>{title}</h2>
      <p className="muted">{kind === 'purchase' ? T.purchaseIntro : T.requestIntro}</p>
      {sent && (
        <p className="success" role="status" tabIndex={-1} ref={done} data-testid="enquiry-sent">
          {T.sent}
        </p>
      )}
      {kind === 'charter' && !boat && (
        <BoatField
          value={v.boat}
          boats={suggestions}
          error={errors.boat}
          T={T}
          onChange={(name) => setValues({ ...v, boat: name })}
        />
      )}
      {kind === 'charter' && (
        <>
          <div className="row">
            <label className="field">
              {T.start}
              <input
                type="date"
                name="start"
                min={today}
                value={v.start}
                aria-invalid={Boolean(errors.dates)}
                onChange={set('start')}
              />
            </label>
            <label className="field">
              {T.end}
              <input
                type="date"
                name="end"
                min={v.start || today}
                value={v.end}
                aria-invalid={Boolean(errors.dates)}
                onChange={set('end')}
              />
            </label>
          </div>
          {errors.dates && <span className="form-error">{errors.dates}</span>}
          <label className="field">
            {T.guests}
            <input type="number" name="guests" min={1} max={1000} value={v.guests} onChange={set('guests')} />
          </label>
        </>
      )}
      {(['name', 'email', 'phone'] as const).map((f) => (
        <label key={f} className="field">
          {T[f]}
          <input
            name={f}
            type={f === 'email' ? 'email' : f === 'phone' ? 'tel' : 'text'}
            autoComplete={f === 'name' ? 'name' : f === 'email' ? 'email' : 'tel'}
            value={v[f]}
            aria-invalid={Boolean(errors[f])}
            onChange={set(f)}
          />
          {errors[f] && <span className="form-error">{errors[f]}</span>}
        </label>
      ))}
      <fieldset className="field enquiry-ways">
        <legend>{T.preferred}</legend>
        {WAYS.map((w) => (
          <label key={w}>
            <input
              type="radio"
              name="preferred"
              value={w}
              checked={v.preferred === w}
              onChange={() => setValues({ ...v, preferred: w })}
            />{' '}
            {T.ways[w]}
          </label>
        ))}
      </fieldset>
      <label className="field">
        {T.message}
        <textarea
          rows={4}
          name="message"
          maxLength={5000}
          value={v.message}
          aria-invalid={Boolean(errors.message)}
          onChange={set('message')}
        />
        {errors.message && <span className="form-error">{errors.message}</span>}
      </label>
      {/* A trap for bots: never shown (display: none), so no person or assistive technology meets it. */}
      <div className="hp-field">
        <label>
          {T.honeypot}
          <input
            type="text"
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={v.website}
            onChange={set('website')}
          />
        </label>
      </div>
      {failure && (
        <p className="alert" role="alert" data-testid="enquiry-error">
          {failure}
        </p>
      )}
      <button type="submit" className="btn btn-gold" disabled={mutation.isPending}>
        {mutation.isPending ? t.common.sending : T.submit}
      </button>
    </form>
  );
}
