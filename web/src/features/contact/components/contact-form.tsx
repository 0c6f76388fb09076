import { type FormEvent, useState } from 'react';
import { notify } from '@/components/ui/toasts';
import { ApiError } from '@/api/client';
import { type Texts, useLocale } from '@/i18n/texts';
import { type ContactMessage, useSendContact } from '../api/send-contact';
import { apiMessage } from '@/i18n/api-messages';

type Field = 'name' | 'email' | 'phone' | 'subject' | 'message';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function validate(v: Record<Field, string>, T: Texts['contact']['errors']): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!v.name.trim()) errors.name = T.name;
  if (!EMAIL.test(v.email.trim())) errors.email = T.email;
  if (v.phone && !/^[0-9+() -]*$/.test(v.phone)) errors.phone = T.phone;
  if (!v.subject.trim()) errors.subject = T.subject;
  if (!v.message.trim()) errors.message = T.message;
  return errors;
}

const FIELDS: Field[] = ['name', 'email', 'phone', 'subject', 'message'];

/** Contact form with inline validation in the page's language; the server re-validates. */
export function ContactForm() {
  const { t: texts, lang } = useLocale();
  const T = texts.contact;
  const [values, setValues] = useState<Record<Field, string>>({
    name: '',
    email: '',
    phone: '',
    subject: '',
    message: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const mutation = useSendContact();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found = validate(values, T.errors);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body: ContactMessage = {
      name: values.name.trim(),
      email: values.email.trim(),
      subject: values.subject.trim(),
      message: values.message.trim(),
      language: lang,
    };
    if (values.phone.trim()) body.phone = values.phone.trim();
    mutation.mutate(body, {
      onSuccess: () => {
        notify('success', T.sent);
        setValues({ name: '', email: '', phone: '', subject: '', message: '' });
      },
      onError: (err) => notify('error', err instanceof ApiError ? apiMessage(texts, err) : texts.common.error),
    });
  };

  return (
    <form className="filters" onSubmit={onSubmit} noValidate aria-label={T.form}>
      {FIELDS.map((f) => (
        <label key={f} className="field">
          {T.labels[f]}
          {f === 'message' ? (
            <textarea
              rows={5}
              name={f}
              value={values[f]}
              aria-invalid={Boolean(errors[f])}
              onChange={(e) => setValues({ ...values, [f]: e.target.value })}
            />
          ) : (
            <input
              name={f}
              type={f === 'email' ? 'email' : f === 'phone' ? 'tel' : 'text'}
              value={values[f]}
              aria-invalid={Boolean(errors[f])}
              onChange={(e) => setValues({ ...values, [f]: e.target.value })}
            />
          )}
          {errors[f] && <span className="form-error">{errors[f]}</span>}
        </label>
      ))}
      <button type="submit" className="btn btn-primary" disabled={mutation.isPending}>
        {mutation.isPending ? texts.common.sending : T.submit}
      </button>
    </form>
  );
}
