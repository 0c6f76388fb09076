import { useMemo, useSyncExternalStore } from 'react';
import { useLocale } from '@/i18n/texts';
import { browserTimeZone, timeIn } from '@/lib/turkey-time';

const unchanging = () => () => {};
const noZone = () => undefined;

/**
 * `iso` on the visitor's own clock when the browser's time zone reads it otherwise than Turkey's:
 * "(your time: 22:18, 29 November, Europe/London)". The server's render and the hydration write
 * nothing (the server does not know the visitor's zone), so the two never differ; the text appears
 * right after.
 */
export function YourTime({ iso }: { iso: string }) {
  const { t, lang } = useLocale();
  const zone = useSyncExternalStore(unchanging, browserTimeZone, noZone);
  const local = useMemo(() => (zone ? timeIn(iso, lang, zone) : undefined), [iso, lang, zone]);
  if (!local) return null;
  return <span data-testid="your-time"> {t.common.yourTime(local.time, local.day, local.zone)}</span>;
}
