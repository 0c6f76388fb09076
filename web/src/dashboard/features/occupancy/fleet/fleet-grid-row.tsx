import { memo } from 'react';
import type { GridBlock, GridBoat } from '../api/fleet-grid';
import { blockDates, KIND_TEXT, type placeBlocks } from './fleet-days';

/** A row's height in pixels: rows are absolutely placed at `index * ROW_H` in the virtualised body. */
export const ROW_H = 36;

type Layout = ReturnType<typeof placeBlocks<GridBlock>>;

interface RowProps {
  boat: GridBoat;
  index: number;
  layout: Layout;
  dayLabels: readonly string[];
  gridId: string;
  focusCol: number;
  selLo: number;
  selHi: number;
  markLo: number;
  markHi: number;
  nameW: number;
  colW: number;
}

/** One boat's row: its name (sticky), a cell per day, a bar per block (under the cells' events). */
export const GridRow = memo(function GridRow({
  boat,
  index,
  layout,
  dayLabels,
  gridId,
  focusCol,
  selLo,
  selHi,
  markLo,
  markHi,
  nameW,
  colW,
}: RowProps) {
  const texts = layout.placed.map(
    ({ block }) => `${KIND_TEXT[block.kind]}: ${block.label}, ${blockDates(block.kind, block.start, block.end)}`,
  );
  const cells = [];
  for (let c = 0; c < dayLabels.length; c++) {
    const bi = layout.byColumn[c]!;
    const placed = bi === -1 ? undefined : layout.placed[bi];
    const selected = c >= selLo && c <= selHi;
    let cls = 'fg-cell';
    if (placed) cls += ` is-${placed.block.kind}`;
    else if (c >= markLo && c <= markHi) cls += ' is-marked';
    if (selected) cls += ' is-selected';
    if (c === focusCol) cls += ' is-focus';
    cells.push(
      <div
        key={c}
        id={`${gridId}-r${index}-c${c}`}
        role="gridcell"
        aria-colindex={c + 2}
        aria-selected={selected}
        aria-label={`${dayLabels[c]}: ${placed ? texts[bi] : 'boş'}`}
        data-row={index}
        data-col={c}
        className={cls}
        {...(placed ? { title: texts[bi] } : {})}
      />,
    );
  }
  return (
    <div className="fg-row" role="row" aria-rowindex={index + 2} style={{ top: index * ROW_H }}>
      <div className="fg-name" role="rowheader" aria-colindex={1} title={boat.name}>
        <span className="fg-boat">
          {boat.name}
          {boat.active ? null : <span className="fg-inactive"> (pasif)</span>}
        </span>
        <span className="fg-meta">
          {boat.capacity} kişi · {boat.marina.name}
        </span>
      </div>
      {cells}
      {layout.placed.map(({ block, first, last }) => (
        <span
          key={`${block.ref}-${block.start}`}
          aria-hidden="true"
          className={`fg-bar is-${block.kind}`}
          style={{ left: nameW + first * colW + 1, width: (last - first + 1) * colW - 2 }}
        >
          {block.label}
        </span>
      ))}
    </div>
  );
});
