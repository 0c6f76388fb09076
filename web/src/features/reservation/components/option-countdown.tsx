import { useEffect, useState } from 'react';
import { YourTime } from '@/components/your-time';
import { useLocale } from '@/i18n/texts';
import { timeLeft } from '../lib/time-left';

/**
 * A live countdown to the option's expiry, from the server's instant. The server and the first
 * hydration render the deadline only, in Turkey's time with the zone named (the visitor's clock is not
 * the server's, so the ticking text, and the deadline on the visitor's own clock, appear after hydration).
 */
export function OptionCountdown({ until }: { until: string }) {
  const { t, dateTime } = useLocale();
  const T = t.visitor;
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0);
    const every = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(every);
    };
  }, []);
  const left = now === null ? undefined : timeLeft(Date.parse(until), now);
  return (
    <section className="countdown" aria-labelledby="countdown-title">
      <h2 id="countdown-title">{T.countdownTitle}</h2>
      <p data-testid="option-countdown" aria-live="off" data-until={until}>
        <strong>
          {left === undefined ? '…' : left.over ? T.expired : T.countdown(left.d, left.h, left.m, left.s)}
        </strong>
      </p>
      <p data-testid="option-until">
        {T.countdownUntil} <strong>{dateTime(until)}</strong>
        <YourTime iso={until} />
      </p>
    </section>
  );
}
