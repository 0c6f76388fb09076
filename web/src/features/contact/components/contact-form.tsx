import { type FormEvent, useState } from 'react';
import { notify } from '@/components/ui/toasts';
import { ApiError } from '@/api/client';
import { type ContactMessage, useSendContact } from '../api/send-contact';

type Field = 'name' | 'email' | 'phone' | 'subject' | 'message';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function validate(v: Record<Field, string>): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!v.name.trim()) errors.name = 'Adınızı yazın.';
  if (!EMAIL.test(v.email.trim())) errors.email = 'Geçerli bir e-posta adresi yazın.';
  if (v.phone && !/^[0-9+() -]*$/.test(v.phone))
    errors.phone = 'Telefon yalnızca rakam, boşluk, +, ( ) ve - içerebilir.';
  if (!v.subject.trim()) errors.subject = 'Konu yazın.';
  if (!v.message.trim()) errors.message = 'Mesajınızı yazın.';
  return errors;
}

const LABELS: Record<Field, string> = {
  name: 'Ad soyad',
  email: 'E-posta',
  phone: 'Telefon (isteğe bağlı)',
  subject: 'Konu',
  message: 'Mesaj',
};

/** Contact form with inline Turkish validation; the server re-validates. */
export function ContactForm() {
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
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body: ContactMessage = {
      name: values.name.trim(),
      email: values.email.trim(),
      subject: values.subject.trim(),
      message: values.message.trim(),
    };
    if (values.phone.trim()) body.phone = values.phone.trim();
    mutation.mutate(body, {
      onSuccess: () => {
        notify('success', 'Mesajınız alındı, en kısa sürede dönüş yapacağız.');
        setValues({ name: '', email: '', phone: '', subject: '', message: '' });
      },
      onError: (err) => notify('error', err instanceof ApiError ? err.message : 'Bir hata meydana geldi.'),
    });
  };

  return (
    <form className="filters" onSubmit={onSubmit} noValidate aria-label="İletişim formu">
      {(Object.keys(LABELS) as Field[]).map((f) => (
        <label key={f} className="field">
          {LABELS[f]}
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
        {mutation.isPending ? 'Gönderiliyor…' : 'Gönder'}
      </button>
    </form>
  );
}
