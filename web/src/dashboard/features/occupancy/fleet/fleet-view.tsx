import { useCallback, useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SelectFilter } from '@/dashboard/components/filter-bar';
import { ErrorState, Loading } from '@/dashboard/components/states';
import { useSessionStore } from '@/stores/session';
import { type FleetGridQuery, type GridBlock, type GridBoat, useFleetGrid } from '../api/fleet-grid';
import { addDays, blockDates, daysBetween, dotted, type GridKind, isIsoDay, KIND_TEXT } from './fleet-days';
import { Chooser, type Chosen } from './fleet-chooser';
import { FleetGrid } from './fleet-grid';

const LENGTHS = [
  { value: '14', label: '2 hafta' },
  { value: '30', label: '30 gün' },
  { value: '60', label: '60 gün' },
  { value: '90', label: '90 gün' },
  { value: '214', label: 'Sezon (214 gün)' },
] as const;
const DEFAULT_DAYS = 30;
const F = {
  grid: 'Filo takvimi: tekneler satırlarda, günler sütunlarda',
  from: 'İlk gün',
  length: 'Pencere',
  previous: '‹ Önceki',
  next: 'Sonraki ›',
  today: 'Bugün',
  marina: 'Marina',
  type: 'Tip',
  owner: 'Sahip',
  guests: 'Misafir (en az)',
  freeFrom: 'Boş: biniş',
  freeTo: 'Boş: dönüş',
  wholeWindow: 'Tüm pencerede boş',
  clear: 'Süzgeçleri temizle',
  filters: 'Filtreler',
  hint: 'Boş günleri sürükleyerek (klavyede Enter ya da Boşluk ile başlatıp bitirerek) rezervasyon ya da kapatma oluşturun; bir kayda tıklayınca açılır.',
} as const;

/** Today in Istanbul (UTC+3 all year). */
const istanbulToday = () => new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);

/** The "Filo" view of /occupancy: the window and filters in the URL, one API call per window, the grid, the chooser after a drag. */
export function FleetView() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const isOwner = useSessionStore((s) => s.session?.user_role) === 'OWNER';
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const guestsId = useId();
  const fromId = useId();
  const freeFromId = useId();
  const freeToId = useId();

  const p = (key: string) => params.get(key) ?? '';
  const from = isIsoDay(p('from')) ? p('from') : istanbulToday();
  const days = LENGTHS.some((l) => l.value === p('days')) ? Number(p('days')) : DEFAULT_DAYS;
  const to = addDays(from, days);
  const id = (key: string) => (/^\d{1,9}$/.test(p(key)) && Number(p(key)) > 0 ? Number(p(key)) : undefined);
  const guests = /^\d{1,3}$/.test(p('guests')) && Number(p('guests')) > 0 ? Number(p('guests')) : undefined;
  const whole = p('whole') === '1';
  const freeFrom = whole ? from : isIsoDay(p('free_from')) ? p('free_from') : undefined;
  const freeTo = whole ? to : isIsoDay(p('free_to')) ? p('free_to') : undefined;
  const free = freeFrom && freeTo && freeTo > freeFrom ? { start: freeFrom, end: freeTo } : undefined;

  const query: FleetGridQuery = {
    from,
    to,
    ...(id('marina') ? { marina_id: id('marina') } : {}),
    ...(id('type') ? { type_id: id('type') } : {}),
    ...(id('owner') && !isOwner ? { owner_id: id('owner') } : {}),
    ...(guests ? { guests } : {}),
    ...(free ? { free_from: free.start, free_to: free.end } : {}),
  };
  const grid = useFleetGrid(query);

  const set = (values: Record<string, string>) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        for (const [k, v] of Object.entries(values)) {
          if (v) copy.set(k, v);
          else copy.delete(k);
        }
        return copy;
      },
      { replace: true },
    );
  const filterCount = ['marina', 'type', 'owner', 'guests', 'free_from', 'free_to', 'whole'].filter((k) =>
    params.has(k),
  ).length;
  const hasFilters = filterCount > 0;
  // On a phone the filters fold behind one button, so the grid starts near the top; wider screens show them.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();

  const onOpenBlock = useCallback(
    (boat: GridBoat, block: GridBlock) => {
      if (block.kind === 'option' || block.kind === 'confirmed') void navigate(`/reservations/${block.ref}`);
      // Manual closings are the office's screen (ADMIN only): an OWNER's click on one opens nothing.
      else if (block.kind === 'closing') {
        if (!isOwner) void navigate(`/external?boat_id=${boat.id}`);
      } else void navigate(`/boats/${boat.id}?tab=tarihler`);
    },
    [navigate, isOwner],
  );
  const onSelect = useCallback((boat: GridBoat, first: string, last: string) => setChosen({ boat, first, last }), []);
  const choices = grid.data?.choices;
  const options = (list: readonly { id: number; name: string }[] | undefined) =>
    (list ?? []).map((c) => ({ value: String(c.id), label: c.name }));

  return (
    <>
      <div className="fg-toolbar" role="search" aria-label="Filo takvimi süzgeci">
        <div className="field">
          <label htmlFor={fromId}>{F.from}</label>
          <input
            id={fromId}
            type="date"
            value={from}
            onChange={(e) => (isIsoDay(e.target.value) ? set({ from: e.target.value }) : undefined)}
          />
        </div>
        <SelectFilter label={F.length} value={String(days)} onChange={(v) => set({ days: v })} options={LENGTHS} />
        <div className="ops-inline">
          <button type="button" className="btn btn-sm" onClick={() => set({ from: addDays(from, -days) })}>
            {F.previous}
          </button>
          <button type="button" className="btn btn-sm" onClick={() => set({ from: istanbulToday() })}>
            {F.today}
          </button>
          <button type="button" className="btn btn-sm" onClick={() => set({ from: to })}>
            {F.next}
          </button>
        </div>
        <button
          type="button"
          className="btn btn-sm fg-filters-toggle"
          aria-expanded={filtersOpen}
          aria-controls={filtersId}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          {F.filters}
          {hasFilters ? ` (${filterCount})` : ''}
        </button>
        <div className="fg-filters" id={filtersId} data-open={filtersOpen}>
          <SelectFilter
            label={F.marina}
            value={p('marina')}
            onChange={(v) => set({ marina: v })}
            options={options(choices?.marinas)}
          />
          <SelectFilter
            label={F.type}
            value={p('type')}
            onChange={(v) => set({ type: v })}
            options={options(choices?.types)}
          />
          {isOwner ? null : (
            <SelectFilter
              label={F.owner}
              value={p('owner')}
              onChange={(v) => set({ owner: v })}
              options={options(choices?.owners)}
            />
          )}
          <div className="field">
            <label htmlFor={guestsId}>{F.guests}</label>
            <input
              id={guestsId}
              className="fg-guests"
              type="number"
              min={1}
              max={500}
              inputMode="numeric"
              value={p('guests')}
              onChange={(e) => set({ guests: e.target.value.replace(/\D/g, '').slice(0, 3) })}
            />
          </div>
          <div className="field">
            <label htmlFor={freeFromId}>{F.freeFrom}</label>
            <input
              id={freeFromId}
              type="date"
              value={whole ? from : p('free_from')}
              disabled={whole}
              onChange={(e) => set({ free_from: e.target.value })}
            />
          </div>
          <div className="field">
            <label htmlFor={freeToId}>{F.freeTo}</label>
            <input
              id={freeToId}
              type="date"
              value={whole ? to : p('free_to')}
              disabled={whole}
              onChange={(e) => set({ free_to: e.target.value })}
            />
          </div>
          <div className="field fg-check">
            <label>
              <input type="checkbox" checked={whole} onChange={(e) => set({ whole: e.target.checked ? '1' : '' })} />
              {F.wholeWindow}
            </label>
          </div>
          {hasFilters ? (
            <button
              type="button"
              className="btn btn-sm"
              onClick={() =>
                set({ marina: '', type: '', owner: '', guests: '', free_from: '', free_to: '', whole: '' })
              }
            >
              {F.clear}
            </button>
          ) : null}
        </div>
      </div>
      <ul className="ops-legend" aria-label="Renkler">
        {(Object.keys(KIND_TEXT) as GridKind[]).map((k) => (
          <li key={k}>
            <span className={`ops-swatch fg-swatch is-${k}`} aria-hidden="true" />
            {KIND_TEXT[k]}
          </li>
        ))}
      </ul>
      <p className="fg-count" aria-live="polite">
        {grid.data ? (
          <strong>
            {dotted(from)} – {dotted(addDays(to, -1))} · {grid.data.total} tekne
            {grid.data.truncated ? ` (ilk ${grid.data.boats.length} gösteriliyor; süzgeçleri daraltın)` : ''}
            {free ? ` · ${blockDates('option', free.start, free.end)} arası boş olanlar` : ''}
          </strong>
        ) : null}
      </p>
      <p className="fg-hint">{F.hint}</p>
      {grid.error ? <ErrorState error={grid.error} onRetry={() => void grid.refetch()} /> : null}
      {grid.data ? (
        <div aria-busy={grid.isFetching}>
          <FleetGrid
            boats={grid.data.boats}
            from={grid.data.from}
            days={daysBetween(grid.data.from, grid.data.to)}
            {...(free ? { markFrom: free.start, markTo: free.end } : {})}
            label={F.grid}
            onOpenBlock={onOpenBlock}
            onSelect={onSelect}
          />
        </div>
      ) : grid.isLoading ? (
        <Loading />
      ) : null}
      {chosen ? <Chooser chosen={chosen} guests={guests} canClose={!isOwner} onClose={() => setChosen(null)} /> : null}
    </>
  );
}
