import { useEffect, useState } from 'react';

/** SPEC §9: searching waits 1000 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 1000;

export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
