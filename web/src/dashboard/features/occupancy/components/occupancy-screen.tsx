import { addDays, endOfMonth, endOfWeek, format, getDay, parse, startOfMonth, startOfWeek } from 'date-fns';
import { tr } from 'date-fns/locale';
import { useMemo, useState } from 'react';
import { Calendar, dateFnsLocalizer, type Messages, type View } from 'react-big-calendar';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SelectFilter } from '@/dashboard/components/filter-bar';
import { AdminLink } from '@/dashboard/components/link';
import { PageHeader } from '@/dashboard/components/page-header';
import { ErrorState } from '@/dashboard/components/states';
import { useBoatChoices } from '@/dashboard/api/operation-keys';
import { type OccupancyRange, useOccupancy } from '../api/occupancy';
import { type GridKind, KIND_TEXT } from '../fleet/fleet-days';
import { FleetView } from '../fleet/fleet-view';
import '@/dashboard/operations.css';
import { useSessionStore } from '@/stores/session';

const WEEK = { weekStartsOn: 1 } as const;
const localizer = dateFnsLocalizer({
  format,
  parse,
  startOfWeek: (date: Date) => startOfWeek(date, { ...WEEK, locale: tr }),
  getDay,
  locales: { tr },
});

export const CALENDAR_MESSAGES: Messages = {
  date: 'Tarih',
  time: 'Saat',
  event: 'Kayıt',
  allDay: 'Tüm gün',
  week: 'Hafta',
  work_week: 'İş haftası',
  day: 'Gün',
  month: 'Ay',
  previous: 'Geri',
  next: 'İleri',
  yesterday: 'Dün',
  tomorrow: 'Yarın',
  today: 'Bugün',
  agenda: 'Ajanda',
  noEventsInRange: 'Bu aralıkta kayıt yok.',
  showMore: (total: number) => `+${total} daha`,
};

/** Turkish order: day before month (20 – 26 Eylül 2027). */
const FORMATS = {
  dayRangeHeaderFormat: ({ start, end }: { start: Date; end: Date }) =>
    `${format(start, start.getMonth() === end.getMonth() ? 'd' : 'd MMMM', { locale: tr })} – ${format(end, 'd MMMM yyyy', { locale: tr })}`,
  dayFormat: (d: Date) => format(d, 'd EEE', { locale: tr }),
};

/** The calendar's kinds of occupied days are the fleet grid's, with the same names. */
type Kind = GridKind;
export const KIND_STYLE: Record<Kind, { label: string; color: string; text: string }> = {
  option: { label: KIND_TEXT.option, color: '#e0a800', text: '#1f1600' },
  confirmed: { label: KIND_TEXT.confirmed, color: '#1f8a4c', text: '#fff' },
  closing: { label: KIND_TEXT.closing, color: '#6f42c1', text: '#fff' },
  ical: { label: KIND_TEXT.ical, color: '#5a6b7b', text: '#fff' },
  availability: { label: KIND_TEXT.availability, color: '#c0392b', text: '#fff' },
};

const kindOf = (r: OccupancyRange): Kind =>
  r.source === 'reservation'
    ? r.status === 'confirmed' || r.status === 'completed'
      ? 'confirmed'
      : 'option'
    : r.source === 'closing'
      ? 'closing'
      : r.source === 'ical'
        ? 'ical'
        : 'availability';

interface CalendarEvent {
  title: string;
  start: Date;
  end: Date;
  allDay: true;
  kind: Kind;
  range: OccupancyRange;
}

const ymd = (d: Date) => format(d, 'yyyy-MM-dd');
const fromYmd = (s: string) => parse(s, 'yyyy-MM-dd', new Date());

function windowOf(date: Date, view: View): { from: string; to: string } {
  if (view === 'week') {
    const start = startOfWeek(date, WEEK);
    return { from: ymd(start), to: ymd(addDays(start, 7)) };
  }
  return { from: ymd(startOfWeek(startOfMonth(date), WEEK)), to: ymd(addDays(endOfWeek(endOfMonth(date), WEEK), 1)) };
}

/** The two views of /occupancy: the month/week calendar and the fleet grid ("Filo", `?view=filo`). */
function ViewSwitch({ fleet }: { fleet: boolean }) {
  return (
    <nav className="fg-views" aria-label="Görünüm">
      <AdminLink className="btn btn-sm" to="/occupancy" {...(fleet ? {} : { 'aria-current': 'page' as const })}>
        Takvim
      </AdminLink>
      <AdminLink
        className="btn btn-sm"
        to="/occupancy?view=filo"
        {...(fleet ? { 'aria-current': 'page' as const } : {})}
      >
        Filo
      </AdminLink>
    </nav>
  );
}

export function OccupancyScreen() {
  const [params] = useSearchParams();
  const fleet = params.get('view') === 'filo';
  return (
    <>
      <PageHeader />
      <ViewSwitch fleet={fleet} />
      {fleet ? <FleetView /> : <CalendarView />}
    </>
  );
}

/** Boats a calendar page shows when no boat is chosen (the API's default page). */
const CALENDAR_PAGE_BOATS = 100;

function CalendarView() {
  const navigate = useNavigate();
  const isOwner = useSessionStore((s) => s.session?.user_role) === 'OWNER';
  const [params, setParams] = useSearchParams();
  const boats = useBoatChoices();
  const boatId = params.get('boat_id') ?? '';
  const dateParam = params.get('date');
  const date = dateParam && /^\d{4}-\d{2}-\d{2}$/.test(dateParam) ? fromYmd(dateParam) : new Date();
  const [view, setView] = useState<View>(() =>
    typeof window !== 'undefined' && window.innerWidth < 640 ? 'week' : 'month',
  );
  const win = windowOf(date, view);
  // One boat, or a page of boats by name (the fleet view is the fleet-wide one).
  const cursor = params.get('cursor') ?? '';
  const occupancy = useOccupancy({
    ...win,
    ...(/^\d+$/.test(boatId)
      ? { boat_id: Number(boatId) }
      : { limit: CALENDAR_PAGE_BOATS, ...(cursor ? { cursor } : {}) }),
  });

  const setParam = (key: string, value: string) =>
    setParams(
      (p) => {
        const copy = new URLSearchParams(p);
        if (value) copy.set(key, value);
        else copy.delete(key);
        return copy;
      },
      { replace: true },
    );

  const events = useMemo<CalendarEvent[]>(
    () =>
      (occupancy.data?.content ?? []).map((r) => ({
        title: boatId ? r.label : `${r.boatName} · ${r.label}`,
        start: fromYmd(r.start),
        end: fromYmd(r.end),
        allDay: true,
        kind: kindOf(r),
        range: r,
      })),
    [occupancy.data, boatId],
  );

  return (
    <>
      <div className="adm-filters" role="search" aria-label="Takvim süzgeci">
        <SelectFilter
          label="Tekne"
          value={boatId}
          onChange={(v) => {
            setParam('cursor', '');
            setParam('boat_id', v);
          }}
          options={(boats.data ?? []).map((b) => ({ value: String(b.id), label: b.name }))}
        />
      </div>
      {!boatId && occupancy.data && (cursor || occupancy.data.nextCursor) ? (
        <p className="adm-card-actions" aria-live="polite">
          <span className="muted">
            {occupancy.data.boats} tekne gösteriliyor (ada göre); tek bir tekne seçebilir ya da sonraki teknelere
            geçebilirsiniz.
          </span>
          {cursor ? (
            <button type="button" className="btn btn-sm" onClick={() => setParam('cursor', '')}>
              İlk tekneler
            </button>
          ) : null}
          {occupancy.data.nextCursor ? (
            <button
              type="button"
              className="btn btn-sm"
              onClick={() => setParam('cursor', occupancy.data.nextCursor ?? '')}
            >
              Sonraki tekneler
            </button>
          ) : null}
        </p>
      ) : null}
      <ul className="ops-legend" aria-label="Renkler">
        {(Object.keys(KIND_STYLE) as Kind[]).map((k) => (
          <li key={k}>
            <span className="ops-swatch" style={{ background: KIND_STYLE[k].color }} aria-hidden="true" />
            {KIND_STYLE[k].label}
          </li>
        ))}
      </ul>
      {occupancy.error ? <ErrorState error={occupancy.error} onRetry={() => void occupancy.refetch()} /> : null}
      <div className={`ops-calendar is-${view}`} aria-busy={occupancy.isFetching}>
        <Calendar<CalendarEvent>
          localizer={localizer}
          culture="tr"
          formats={FORMATS}
          messages={CALENDAR_MESSAGES}
          events={events}
          date={date}
          view={view}
          views={['month', 'week']}
          onView={setView}
          onNavigate={(next) => setParam('date', ymd(next))}
          allDayAccessor="allDay"
          popup
          showMultiDayTimes={false}
          tooltipAccessor={(e) => `${e.range.boatName}: ${KIND_STYLE[e.kind].label} – ${e.range.label}`}
          eventPropGetter={(e) => ({
            style: { backgroundColor: KIND_STYLE[e.kind].color, color: KIND_STYLE[e.kind].text, border: 0 },
            className: `ops-event-${e.kind}`,
          })}
          onSelectEvent={(e) => {
            if (e.range.source === 'reservation') void navigate(`/reservations/${e.range.ref}`);
            // Manual closings are the office's screen (ADMIN only): an OWNER's click on one opens nothing.
            else if (e.range.source === 'closing') {
              if (!isOwner) void navigate(`/external?boat_id=${e.range.boatId}`);
            } else void navigate(`/boats/${e.range.boatId}?tab=tarihler`);
          }}
        />
      </div>
    </>
  );
}
