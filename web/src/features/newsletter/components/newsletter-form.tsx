import { type FormEvent, useState } from 'react';
import { ApiError } from '@/api/client';
import { apiMessage } from '@/i18n/api-messages';
import { useTexts } from '@/i18n/texts';
import { useSubscribe } from '../api/subscribe';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX = 254;

/** Footer sign-up with inline validation in the page's language; the server re-validates. */
export function NewsletterForm() {
  const texts = useTexts();
  const T = texts.newsletter;
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const mutation = useSubscribe();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const value = email.trim();
    const problem = !value ? T.empty : !EMAIL.test(value) || value.length > MAX ? T.invalid : null;
    setError(problem);
    setDone(null);
    if (problem) return;
    mutation.mutate(value, {
      // The page's own words: the API's message is Turkish whatever the page's language.
      onSuccess: () => {
        setEmail('');
        setDone(T.done);
      },
      onError: (err) => setError(err instanceof ApiError ? apiMessage(texts, err) : T.failed),
    });
  };

  return (
    <section className="newsletter container" aria-labelledby="newsletter-title">
      <div>
        <h2 id="newsletter-title">{T.title}</h2>
        <p>{T.intro}</p>
      </div>
      <form onSubmit={onSubmit} noValidate data-testid="newsletter-form">
        <label className="field">
          <span className="sr-only">{T.label}</span>
          <input
            id="newsletter-email"
            type="email"
            name="email"
            autoComplete="email"
            placeholder={T.label}
            value={email}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? 'newsletter-error' : done ? 'newsletter-done' : undefined}
            onChange={(e) => setEmail(e.target.value)}
          />
          {error && (
            <span className="form-error" id="newsletter-error" role="alert">
              {error}
            </span>
          )}
          {done && (
            <span className="form-ok" id="newsletter-done" role="status" data-testid="newsletter-done">
              {done}
            </span>
          )}
        </label>
        <button type="submit" className="btn btn-primary" disabled={mutation.isPending}>
          {mutation.isPending ? texts.common.sending : T.submit}
        </button>
      </form>
    </section>
  );
}
