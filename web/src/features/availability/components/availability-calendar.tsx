import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { type Availability, useAvailability } from '../api/get-availability';
import { addDays, type DateRange, monthStart, monthWeeks, occupiedDays, weekdayIndex } from '@/lib/iso-calendar';
import { useTexts } from '@/i18n/texts';
import { longDate as longDateOf, monthTitle as monthTitleOf, shortDate as shortDateOf } from '../texts';

/** How far ahead a visitor can page: the API answers windows of up to two years. */
const MAX_MONTHS_AHEAD = 23;

interface Props {
  slug: string;
  /** Today in Istanbul, from the server, so the first render matches hydration. */
  today: string;
  /** The first month's occupancy, read while rendering the page. */
  initial?: Availability;
  value: DateRange;
  onChange: (range: DateRange) => void;
  /** Where the booking form is, offered once both days are chosen (it sits far below on phones). */
  formHref?: string;
}

const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * One month at a time, weeks from Monday; occupied and past days can be focused but not chosen.
 * The grid follows the WAI-ARIA date-picker pattern: one tab stop, arrows move by day and week,
 * Home/End to the week's ends, Page Up/Down by month.
 */
export function AvailabilityCalendar({ slug, today, initial, value, onChange, formHref }: Props) {
  const texts = useTexts();
  const T = texts.calendar;
  const shortDate = (iso: string) => shortDateOf(texts, iso);
  const firstMonth = monthStart(today);
  const lastMonth = monthStart(today, MAX_MONTHS_AHEAD);
  const [month, setMonth] = useState(firstMonth);
  const [focused, setFocused] = useState(today);
  const [message, setMessage] = useState('');
  const moveFocus = useRef(false);
  const grid = useRef<HTMLTableElement>(null);
  const next = monthStart(month, 1);
  const availability = useAvailability(
    slug,
    month,
    next,
    month === initial?.from && next === initial.to ? initial : undefined,
  );
  const occupied = availability.data ? occupiedDays(availability.data.occupied, month, next) : new Set<string>();

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`button[data-date="${focused}"]`)?.focus();
  }, [focused, month]);

  const showMonth = (first: string, focusDay?: string) => {
    const clamped = first < firstMonth ? firstMonth : first > lastMonth ? lastMonth : first;
    setMonth(clamped);
    const day =
      focusDay && monthStart(focusDay) === clamped
        ? focusDay
        : clamped < firstMonth || monthStart(today) === clamped
          ? today
          : clamped;
    setFocused(day);
    return day;
  };

  const choose = (day: string) => {
    if (day < today || occupied.has(day)) return;
    const { start, end } = value;
    if (!start || end || day <= start) {
      onChange({ start: day, end: '' });
      setMessage(T.pickEnd(shortDate(day)));
      return;
    }
    for (let d = start; d < day; d = addDays(d, 1)) {
      if (occupied.has(d)) {
        onChange({ start: day, end: '' });
        setMessage(`${T.clash} ${T.pickEnd(shortDate(day))}`);
        return;
      }
    }
    onChange({ start, end: day });
    setMessage(T.picked(shortDate(start), shortDate(day)));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTableElement>) => {
    let target: string | undefined;
    if (e.key in KEY_STEPS) target = addDays(focused, KEY_STEPS[e.key] ?? 0);
    else if (e.key === 'Home') target = addDays(focused, -weekdayIndex(focused));
    else if (e.key === 'End') target = addDays(focused, 6 - weekdayIndex(focused));
    else if (e.key === 'PageUp' || e.key === 'PageDown') {
      const offset = e.key === 'PageUp' ? -1 : 1;
      const day = Math.min(Number(focused.slice(8, 10)), 28);
      target = `${monthStart(focused, offset).slice(0, 8)}${String(day).padStart(2, '0')}`;
    }
    if (!target) return;
    e.preventDefault();
    if (target < today) target = today;
    moveFocus.current = true;
    const targetMonth = monthStart(target);
    if (targetMonth !== month) showMonth(targetMonth, target);
    else setFocused(target);
  };

  const inRange = (day: string) => value.start !== '' && value.end !== '' && day > value.start && day < value.end;

  return (
    <section className="calendar" aria-labelledby="calendar-title" data-testid="availability-calendar">
      <h2 id="calendar-title">{T.title}</h2>
      <p className="muted" id="calendar-help">
        {T.help}
      </p>
      <div className="calendar-head">
        <button
          type="button"
          className="btn btn-sm"
          onClick={() => showMonth(monthStart(month, -1))}
          disabled={month <= firstMonth}
          aria-label={T.previous}
        >
          ‹
        </button>
        <h3 id="calendar-month" aria-live="polite" data-testid="calendar-month">
          {monthTitleOf(texts, month)}
        </h3>
        <button
          type="button"
          className="btn btn-sm"
          onClick={() => showMonth(monthStart(month, 1))}
          disabled={month >= lastMonth}
          aria-label={T.next}
        >
          ›
        </button>
      </div>
      <table
        role="grid"
        ref={grid}
        aria-labelledby="calendar-month"
        aria-describedby="calendar-help"
        aria-busy={availability.isPending}
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {texts.weekdaysShort.map((d, i) => (
              <th key={d} scope="col">
                <abbr title={texts.weekdays[i]}>{d}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find(Boolean) ?? month}>
              {week.map((day, i) => {
                if (!day) return <td key={`empty-${i}`} />;
                const isOccupied = occupied.has(day);
                const isPast = day < today;
                const isStart = day === value.start;
                const isEnd = day === value.end;
                const status = isOccupied ? T.occupied : isPast ? T.past : T.free;
                const classes = [
                  'day',
                  isOccupied && 'is-occupied',
                  isPast && 'is-past',
                  (isStart || isEnd) && 'is-selected',
                  inRange(day) && 'is-in-range',
                ];
                return (
                  <td key={day} aria-selected={isStart || isEnd || inRange(day)}>
                    <button
                      type="button"
                      className={classes.filter(Boolean).join(' ')}
                      data-date={day}
                      data-occupied={isOccupied || undefined}
                      tabIndex={day === focused ? 0 : -1}
                      aria-disabled={isOccupied || isPast || undefined}
                      aria-label={`${longDateOf(texts, day, i)}, ${status}`}
                      onFocus={() => setFocused(day)}
                      onClick={() => {
                        setFocused(day);
                        choose(day);
                      }}
                    >
                      {Number(day.slice(8, 10))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="calendar-legend" aria-hidden="true">
        <li>
          <span className="day" /> {T.free}
        </li>
        <li>
          <span className="day is-occupied" /> {T.occupied}
        </li>
        <li>
          <span className="day is-selected" /> {T.selected}
        </li>
      </ul>
      <p className="calendar-status" role="status" data-testid="calendar-status">
        {availability.isError ? T.failed : message}
        {formHref && value.start && value.end && !availability.isError && (
          <>
            {' '}
            <a href={formHref}>{T.toForm}</a>
          </>
        )}
      </p>
    </section>
  );
}
