import { type FormEvent, useCallback, useState } from 'react';
import { T } from '@/dashboard/texts';

export type Errors<V> = Partial<Record<keyof V, string>>;

/** Props a field component takes from `form.field(name)`. */
export interface BoundField<T> {
  name: string;
  value: T;
  error: string | undefined;
  onChange(value: T): void;
  onBlur(): void;
}

/**
 * Form state with inline validation: a field shows its error once it was left or the form was
 * submitted; submitting an invalid form focuses the first invalid field and calls nothing.
 */
export function useForm<V extends Record<string, unknown>>(initial: V, validate: (values: V) => Errors<V>) {
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const errors = validate(values);
  const hasErrors = Object.values(errors).some(Boolean);

  const set = useCallback(<K extends keyof V>(name: K, value: V[K]) => setValues((v) => ({ ...v, [name]: value })), []);

  const field = <K extends keyof V & string>(name: K): BoundField<V[K]> => ({
    name,
    value: values[name],
    error: submitted || touched[name] ? errors[name] : undefined,
    onChange: (value) => set(name, value),
    onBlur: () => setTouched((t) => ({ ...t, [name]: true })),
  });

  const handleSubmit = (onValid: (values: V) => void | Promise<void>) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (hasErrors) {
      const form = event.currentTarget;
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    // An async handler (one that awaits a confirm dialog) reports its own failures through its mutation.
    void onValid(values);
  };

  const reset = (next: V = initial) => {
    setValues(next);
    setTouched({});
    setSubmitted(false);
  };

  return { values, set, setValues, errors, field, handleSubmit, reset };
}

/** Small validators returning the Turkish message, or undefined when the value is fine. */
export const rules = {
  required: (value: unknown, message: string = T.required) =>
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? message : undefined,
  email: (value: string) =>
    value.trim() === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) ? undefined : T.invalidEmail,
  minLength: (value: string, n: number) => (value.length > 0 && value.length < n ? T.minLength(n) : undefined),
  maxLength: (value: string, n: number) => (value.length > n ? T.maxLength(n) : undefined),
  /** A decimal written the Turkish way (comma) or with a dot. */
  decimal: (value: string) =>
    value.trim() === '' || Number.isFinite(parseDecimal(value)) ? undefined : T.invalidNumber,
};

export const parseDecimal = (value: string): number => Number(value.trim().replace(/\s/g, '').replace(',', '.'));

/** The first message of several checks. */
export const firstError = (...messages: (string | undefined)[]): string | undefined => messages.find(Boolean);
