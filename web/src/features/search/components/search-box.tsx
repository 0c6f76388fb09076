import { useState } from 'react';
import { navigate } from 'vike/client/router';
import { useLocale } from '@/i18n/texts';
import { useSearchInput } from '../api/get-search-input';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../hooks/use-debounced-value';

/** Header combobox: debounced boat search; Enter or click opens /boat/{slug}. */
export function SearchBox() {
  const { t: texts, href } = useLocale();
  const t = texts.search;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // One search box per page: a fixed id (React's generated ones start with "_", not a letter).
  const id = 'site-search';
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const results = useSearchInput(query);
  const options = query.length >= 2 && query === text.trim() ? (results.data ?? []) : [];
  const expanded = open && query.length >= 2;

  const go = (slug: string) => {
    setOpen(false);
    setText('');
    void navigate(href(`/boat/${slug}`));
  };

  return (
    <div className="search-box" role="search">
      <label htmlFor={`${id}-input`} className="sr-only">
        {t.label}
      </label>
      <input
        id={`${id}-input`}
        type="search"
        placeholder={t.placeholder}
        autoComplete="off"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? `${id}-opt-${active}` : undefined}
        value={text}
        data-testid="search-input"
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setOpen(true);
            setActive((i) => Math.min(i + 1, options.length - 1));
          } else if (e.key === 'ArrowUp') {
            e.preventDefault();
            setActive((i) => Math.max(i - 1, 0));
          } else if (e.key === 'Enter') {
            const choice = options[active] ?? (options.length === 1 ? options[0] : undefined);
            if (choice) {
              e.preventDefault();
              go(choice.slug);
            }
          } else if (e.key === 'Escape') {
            setOpen(false);
          }
        }}
      />
      {expanded && (
        <ul
          id={`${id}-list`}
          role="listbox"
          className="search-results"
          aria-label={t.results}
          data-testid="search-results"
        >
          {results.isFetching && options.length === 0 && <li className="muted">{t.searching}</li>}
          {!results.isFetching && options.length === 0 && query === text.trim() && <li className="muted">{t.none}</li>}
          {options.map((o, i) => (
            <li
              key={o.slug}
              id={`${id}-opt-${i}`}
              role="option"
              aria-selected={i === active}
              className={i === active ? 'is-active' : ''}
              onMouseDown={(e) => {
                e.preventDefault();
                go(o.slug);
              }}
              onMouseEnter={() => setActive(i)}
            >
              {o.thumbnail ? <img src={o.thumbnail} alt="" width={48} height={32} /> : <span className="thumb-ph" />}
              <span>
                <strong>{o.name}</strong>
                <small className="muted">{o.slug}</small>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
