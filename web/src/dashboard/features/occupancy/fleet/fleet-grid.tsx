import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { GridBlock, GridBoat } from '../api/fleet-grid';
import { addDays, daysBetween, freeStretch, longDay, type Placed, placeBlocks } from './fleet-days';
import { GridHead } from './fleet-grid-head';
import { ROW_H, GridRow } from './fleet-grid-row';
import { keyMove } from './grid-keys';
import './fleet-grid.css';

/**
 * Boats down the side, days across: an ARIA grid whose rows are virtualised (only the rows in view,
 * and a few around them, are in the document; each row is absolutely placed in a body as tall as
 * every row together). The grid keeps the focus itself (`aria-activedescendant`), so a cell that
 * scrolled out of the document never holds it: arrows move the focus cell, Home/End and
 * PageUp/PageDown jump, Enter or Space on a free day starts a selection and again ends it, Escape
 * drops it, Enter on a block opens it. The mouse drags across free days (a tap on a touch screen
 * marks the first day, a second tap the last); a click on a block opens it.
 */

const HEAD_H = 46;
const OVERSCAN = 8;

export interface FleetGridProps {
  boats: readonly GridBoat[];
  /** First day of the window and its length in days. */
  from: string;
  days: number;
  /** Columns to mark (the "free over" range), [markFrom, markTo). */
  markFrom?: string;
  markTo?: string;
  label: string;
  onOpenBlock(boat: GridBoat, block: GridBlock): void;
  /** A selection of free days [first, last] of a boat was made. */
  onSelect(boat: GridBoat, first: string, last: string): void;
}

interface Selection {
  row: number;
  anchor: number;
  head: number;
}

const spanOf = (s: Selection): [number, number] => [Math.min(s.anchor, s.head), Math.max(s.anchor, s.head)];

export function FleetGrid({ boats, from, days, markFrom, markTo, label, onOpenBlock, onSelect }: FleetGridProps) {
  const gridId = useId().replace(/:/g, '');
  const viewport = useRef<HTMLDivElement>(null);
  const pointerType = useRef('mouse');
  const [view, setView] = useState({ top: 0, height: 600, width: 1200 });
  const [focus, setFocus] = useState({ row: 0, col: 0 });
  const [selection, setSelection] = useState<Selection | null>(null);
  const [dragging, setDragging] = useState(false);

  const narrow = view.width < 640;
  const nameW = narrow ? 116 : 208;
  const colW = narrow ? 30 : 34;
  const width = nameW + days * colW;

  const dayList = useMemo(() => Array.from({ length: days }, (_, i) => addDays(from, i)), [from, days]);
  const dayLabels = useMemo(() => dayList.map(longDay), [dayList]);
  const layouts = useMemo(() => boats.map((b) => placeBlocks(b.blocks, from, days)), [boats, from, days]);
  const marked = useMemo((): [number, number] | null => {
    if (!markFrom || !markTo) return null;
    const lo = Math.max(0, daysBetween(from, markFrom));
    const hi = Math.min(days - 1, daysBetween(from, markTo) - 1);
    return hi < lo ? null : [lo, hi];
  }, [markFrom, markTo, days, from]);

  // The focus and a selection stay inside the grid when the boats or the window change.
  const row = Math.min(focus.row, Math.max(0, boats.length - 1));
  const col = Math.min(focus.col, days - 1);
  const sel = selection && selection.row < boats.length && spanOf(selection)[1] < days ? selection : null;

  useEffect(() => {
    const el = viewport.current;
    if (!el) return;
    const measure = () => setView({ top: el.scrollTop, height: el.clientHeight, width: el.clientWidth });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  // A drag released outside the grid is dropped (inside, onPointerUp ends it first).
  useEffect(() => {
    if (!dragging) return;
    const drop = () => {
      setDragging(false);
      setSelection(null);
    };
    window.addEventListener('pointerup', drop);
    window.addEventListener('pointercancel', drop);
    return () => {
      window.removeEventListener('pointerup', drop);
      window.removeEventListener('pointercancel', drop);
    };
  }, [dragging]);

  const first = Math.max(0, Math.floor(view.top / ROW_H) - OVERSCAN);
  const last = Math.min(boats.length - 1, Math.ceil((view.top + view.height - HEAD_H) / ROW_H) + OVERSCAN);
  const rendered: number[] = [];
  for (let i = first; i <= last; i++) rendered.push(i);
  // The focused row is always in the document: the grid's active descendant points into it.
  if (boats.length > 0 && (row < first || row > last)) rendered.push(row);

  const cellId = (r: number, c: number) => `${gridId}-r${r}-c${c}`;

  /** Moves the focus cell and scrolls it into view (the rows it needs render with the new scroll position). */
  const moveFocus = (r: number, c: number) => {
    const el = viewport.current;
    if (el) {
      const rowTop = r * ROW_H;
      const bodyHeight = el.clientHeight - HEAD_H;
      if (rowTop < el.scrollTop) el.scrollTop = rowTop;
      else if (rowTop + ROW_H > el.scrollTop + bodyHeight) el.scrollTop = rowTop + ROW_H - bodyHeight;
      const colLeft = c * colW;
      const dayWidth = el.clientWidth - nameW;
      if (colLeft < el.scrollLeft) el.scrollLeft = colLeft;
      else if (colLeft + colW > el.scrollLeft + dayWidth) el.scrollLeft = colLeft + colW - dayWidth;
      setView({ top: el.scrollTop, height: el.clientHeight, width: el.clientWidth });
    }
    setFocus({ row: r, col: c });
  };

  const blockAt = (r: number, c: number): Placed<GridBlock> | undefined => {
    const layout = layouts[r];
    const index = layout?.byColumn[c] ?? -1;
    return index === -1 ? undefined : layout!.placed[index];
  };

  const finish = (s: Selection) => {
    const [lo, hi] = spanOf(s);
    setSelection(null);
    const boat = boats[s.row];
    if (boat) onSelect(boat, dayList[lo]!, dayList[hi]!);
  };

  /** The selection's head moved to `c`, within the free days around its anchor. */
  const extend = (s: Selection, c: number): Selection => {
    const [lo, hi] = freeStretch(layouts[s.row]!.byColumn, s.anchor);
    return { ...s, head: Math.max(lo, Math.min(hi, c)) };
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (boats.length === 0) return;
    if (e.key === 'Escape') {
      if (!sel) return;
      setSelection(null);
      e.preventDefault();
      return;
    }
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      if (sel) return finish(sel);
      const placed = blockAt(row, col);
      if (placed) return onOpenBlock(boats[row]!, placed.block);
      setSelection({ row, anchor: col, head: col });
      return;
    }
    const to = keyMove(e.key, e.ctrlKey, { row, col }, { row: boats.length - 1, col: days - 1 });
    if (!to) return;
    e.preventDefault();
    if (sel) {
      // While selecting, the focus walks along the boat's free days only.
      if (to.row !== row) return;
      const next = extend(sel, to.col);
      setSelection(next);
      moveFocus(row, next.head);
      return;
    }
    moveFocus(to.row, to.col);
  };

  const cellOf = (e: { target: EventTarget }) => {
    const cell = (e.target as HTMLElement).closest<HTMLElement>('[data-col]');
    return cell ? { r: Number(cell.dataset.row), c: Number(cell.dataset.col) } : null;
  };

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    pointerType.current = e.pointerType;
    const at = cellOf(e);
    if (!at) return;
    viewport.current?.focus({ preventScroll: true });
    setFocus({ row: at.r, col: at.c });
    if (e.pointerType !== 'mouse' || e.button !== 0 || blockAt(at.r, at.c)) return;
    e.preventDefault();
    setSelection({ row: at.r, anchor: at.c, head: at.c });
    setDragging(true);
  };

  const onPointerOver = (e: PointerEvent<HTMLDivElement>) => {
    if (!dragging || !sel) return;
    const at = cellOf(e);
    if (!at || at.r !== sel.row) return;
    const next = extend(sel, at.c);
    if (next.head !== sel.head) setSelection(next);
  };

  const onPointerUp = () => {
    if (!dragging) return;
    setDragging(false);
    if (sel) finish(sel);
  };

  const onClick = (e: { target: EventTarget }) => {
    const at = cellOf(e);
    if (!at) return;
    const placed = blockAt(at.r, at.c);
    if (placed) return onOpenBlock(boats[at.r]!, placed.block);
    if (pointerType.current === 'mouse') return;
    // Touch and pen: the first tap marks the first day, a tap on the same boat the last one.
    if (sel && sel.row === at.r) return finish(extend(sel, at.c));
    setSelection({ row: at.r, anchor: at.c, head: at.c });
  };

  return (
    <div
      ref={viewport}
      className={`fg-viewport${dragging ? ' is-dragging' : ''}`}
      role="grid"
      aria-label={label}
      aria-rowcount={boats.length + 1}
      aria-colcount={days + 1}
      aria-multiselectable="true"
      aria-activedescendant={boats.length > 0 ? cellId(row, col) : undefined}
      tabIndex={0}
      onScroll={(e) => {
        // Only a new first row changes what is rendered (horizontal scrolling changes nothing).
        const el = e.currentTarget;
        if (Math.floor(el.scrollTop / ROW_H) !== Math.floor(view.top / ROW_H))
          setView({ top: el.scrollTop, height: el.clientHeight, width: el.clientWidth });
      }}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerOver={onPointerOver}
      onPointerUp={onPointerUp}
      onClick={onClick}
      style={{ ['--fg-name' as string]: `${nameW}px`, ['--fg-col' as string]: `${colW}px` }}
    >
      <GridHead
        dayList={dayList}
        dayLabels={dayLabels}
        width={width}
        markLo={marked ? marked[0] : -1}
        markHi={marked ? marked[1] : -1}
      />
      <div className="fg-body" role="rowgroup" style={{ width, height: boats.length * ROW_H }}>
        {rendered.map((r) => {
          const s = sel && sel.row === r ? spanOf(sel) : null;
          return (
            <GridRow
              key={boats[r]!.id}
              boat={boats[r]!}
              index={r}
              layout={layouts[r]!}
              dayLabels={dayLabels}
              gridId={gridId}
              focusCol={r === row ? col : -1}
              selLo={s ? s[0] : -1}
              selHi={s ? s[1] : -1}
              markLo={marked ? marked[0] : -1}
              markHi={marked ? marked[1] : -1}
              nameW={nameW}
              colW={colW}
            />
          );
        })}
      </div>
      {boats.length === 0 ? <p className="fg-empty">Bu süzgeçlere uyan tekne yok.</p> : null}
    </div>
  );
}
