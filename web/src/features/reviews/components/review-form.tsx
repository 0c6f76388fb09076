import { type FormEvent, useState } from 'react';
import { ApiError } from '@/api/client';
import { useSubmitReview } from '../api/submit-review';
import { apiMessage } from '@/i18n/api-messages';
import { type Texts, useLang, useTexts } from '@/i18n/texts';
import { NAME_MAX, TEXT_MAX, TEXT_MIN } from '../texts';

type Field = 'name' | 'rating' | 'text';
type Values = { name: string; rating: number; text: string };

function validate(v: Values, T: Texts['reviews']): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  const name = v.name.trim();
  const text = v.text.trim();
  if (!name) errors.name = T.errors.name;
  else if (name.length > NAME_MAX) errors.name = T.errors.nameLong;
  if (!(v.rating >= 1 && v.rating <= 5)) errors.rating = T.errors.rating;
  if (text.length < TEXT_MIN) errors.text = T.errors.text;
  else if (text.length > TEXT_MAX) errors.text = T.errors.textLong;
  return errors;
}

const EMPTY: Values = { name: '', rating: 0, text: '' };

/** Name, 1-5 stars and text with inline validation; the server re-validates and holds it for approval. */
export function ReviewForm({ slug }: { slug: string }) {
  const texts = useTexts();
  const lang = useLang();
  const T = texts.reviews;
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [done, setDone] = useState<string | null>(null);
  const mutation = useSubmitReview();

  if (done) {
    return (
      <div className="success" role="status" data-testid="review-success">
        <p>{done}</p>
        <button type="button" className="btn btn-sm" onClick={() => setDone(null)}>
          {T.another}
        </button>
      </div>
    );
  }

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found = validate(values, T);
    setErrors(found);
    const first = (['name', 'rating', 'text'] as const).find((f) => found[f]);
    if (first) {
      document.getElementById(`review-${first}`)?.focus();
      return;
    }
    mutation.mutate(
      { slug, body: { name: values.name.trim(), rating: values.rating, text: values.text.trim(), language: lang } },
      {
        onSuccess: () => {
          setValues(EMPTY);
          // The page's own words: the API's message is Turkish whatever the page's language.
          setDone(T.success);
        },
      },
    );
  };

  const serverError =
    mutation.error instanceof ApiError ? apiMessage(texts, mutation.error) : mutation.error ? T.failed : null;
  const describedBy = (f: Field) => (errors[f] ? `review-${f}-error` : undefined);

  return (
    <form
      className="review-form"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="review-title"
      data-testid="review-form"
    >
      <h3 id="review-title">{T.title}</h3>
      <p className="muted">{T.intro}</p>
      <label className="field">
        {T.name}
        <input
          type="text"
          id="review-name"
          name="name"
          autoComplete="name"
          maxLength={NAME_MAX + 20}
          value={values.name}
          aria-invalid={Boolean(errors.name)}
          aria-describedby={describedBy('name')}
          onChange={(e) => setValues({ ...values, name: e.target.value })}
        />
        {errors.name && (
          <span className="form-error" id="review-name-error">
            {errors.name}
          </span>
        )}
      </label>
      <fieldset className="rating-input" aria-invalid={Boolean(errors.rating)} aria-describedby={describedBy('rating')}>
        <legend>{T.rating}</legend>
        <div className="rating-stars">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className={n <= values.rating ? 'is-on' : undefined}>
              <input
                type="radio"
                name="rating"
                value={n}
                id={n === 1 ? 'review-rating' : undefined}
                checked={values.rating === n}
                onChange={() => setValues({ ...values, rating: n })}
              />
              <span aria-hidden="true">★</span>
              <span className="sr-only">{T.star(n)}</span>
            </label>
          ))}
        </div>
        {errors.rating && (
          <span className="form-error" id="review-rating-error">
            {errors.rating}
          </span>
        )}
      </fieldset>
      <label className="field">
        {T.text}
        <textarea
          id="review-text"
          name="text"
          rows={4}
          value={values.text}
          aria-invalid={Boolean(errors.text)}
          aria-describedby={describedBy('text')}
          onChange={(e) => setValues({ ...values, text: e.target.value })}
        />
        {errors.text && (
          <span className="form-error" id="review-text-error">
            {errors.text}
          </span>
        )}
      </label>
      {serverError && (
        <p className="alert" role="alert">
          {serverError}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={mutation.isPending}>
        {mutation.isPending ? texts.common.sending : T.submit}
      </button>
    </form>
  );
}
