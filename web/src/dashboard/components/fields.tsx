import { type ReactNode, useId } from 'react';
import type { BoundField } from './use-form';

interface Common {
  label: string;
  required?: boolean;
  hint?: ReactNode;
  disabled?: boolean;
  className?: string;
}

function Shell({
  id,
  label,
  required,
  hint,
  error,
  className,
  children,
}: Common & { id: string; error: string | undefined; children: ReactNode }) {
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>
        {label}
        {required ? (
          <span className="adm-required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <span id={`${id}-hint`} className="muted adm-hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className="form-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** What every labelled control shares: its id and name, blur, validity, description and disabled state. */
const controlProps = (id: string, field: BoundField<unknown>, common: Common) => ({
  id,
  name: field.name,
  onBlur: field.onBlur,
  'aria-invalid': field.error ? ('true' as const) : ('false' as const),
  'aria-describedby':
    [field.error ? `${id}-error` : '', common.hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined,
  disabled: common.disabled,
});

export function TextField({
  field,
  type = 'text',
  autoComplete,
  inputMode,
  placeholder,
  ...common
}: Common & {
  field: BoundField<string>;
  type?: 'text' | 'email' | 'password' | 'url' | 'tel' | 'date' | 'search';
  autoComplete?: string;
  inputMode?: 'decimal' | 'numeric' | 'text' | 'email' | 'tel' | 'url';
  placeholder?: string;
}) {
  const id = useId();
  return (
    <Shell id={id} {...common} error={field.error}>
      <input
        {...controlProps(id, field, common)}
        type={type}
        value={field.value}
        onChange={(e) => field.onChange(e.target.value)}
        aria-required={common.required ? 'true' : undefined}
        {...(autoComplete ? { autoComplete } : {})}
        {...(inputMode ? { inputMode } : {})}
        {...(placeholder ? { placeholder } : {})}
      />
    </Shell>
  );
}

export function TextAreaField({ field, rows = 6, ...common }: Common & { field: BoundField<string>; rows?: number }) {
  const id = useId();
  return (
    <Shell id={id} {...common} error={field.error}>
      <textarea
        {...controlProps(id, field, common)}
        rows={rows}
        value={field.value}
        onChange={(e) => field.onChange(e.target.value)}
        aria-required={common.required ? 'true' : undefined}
      />
    </Shell>
  );
}

export interface Option<T extends string> {
  value: T;
  label: string;
}

export function SelectField<T extends string>({
  field,
  options,
  ...common
}: Common & { field: BoundField<T>; options: readonly Option<T>[] }) {
  const id = useId();
  return (
    <Shell id={id} {...common} error={field.error}>
      <select
        {...controlProps(id, field, common)}
        value={field.value}
        onChange={(e) => {
          const found = options.find((o) => o.value === e.target.value);
          if (found) field.onChange(found.value);
        }}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Shell>
  );
}

export function CheckboxField({
  field,
  label,
  hint,
  disabled,
}: {
  field: BoundField<boolean>;
  label: string;
  hint?: ReactNode;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="field adm-check">
      <label htmlFor={id}>
        <input
          id={id}
          name={field.name}
          type="checkbox"
          checked={field.value}
          onChange={(e) => field.onChange(e.target.checked)}
          disabled={disabled}
        />
        {label}
      </label>
      {hint ? <span className="muted adm-hint">{hint}</span> : null}
    </div>
  );
}
