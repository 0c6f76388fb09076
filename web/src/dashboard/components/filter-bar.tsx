import { type ReactNode, useEffect, useId, useState } from 'react';
import { T } from '@/dashboard/texts';

/** The filter strip above a table; its fields write straight into the URL (see useListParams). */
export function FilterBar({
  children,
  hasFilters,
  onClear,
}: {
  children: ReactNode;
  hasFilters: boolean;
  onClear(): void;
}) {
  return (
    <div role="search" className="adm-filters" aria-label={T.filter}>
      {children}
      {hasFilters ? (
        <button type="button" className="btn btn-sm" onClick={onClear}>
          {T.clearFilters}
        </button>
      ) : null}
    </div>
  );
}

/** A text filter that writes to the URL 400 ms after typing stops. */
export function SearchFilter({
  label,
  value,
  onChange,
  placeholder,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  placeholder?: string;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  // A new value from the URL (back/forward, clearing the filters) replaces the typed text.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onChange(text.trim()), 400);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        {...(placeholder ? { placeholder } : {})}
      />
    </div>
  );
}

export function SelectFilter({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  options: readonly { value: string; label: string }[];
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{T.all}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
