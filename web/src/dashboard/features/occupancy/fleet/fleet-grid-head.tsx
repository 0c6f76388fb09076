import { memo } from 'react';
import { dayHead } from './fleet-days';

/** The sticky date header: a column header per day (weekday and number, the month on the 1st), the marked range underlined. */
export const GridHead = memo(function GridHead({
  dayList,
  dayLabels,
  width,
  markLo,
  markHi,
}: {
  dayList: readonly string[];
  dayLabels: readonly string[];
  width: number;
  markLo: number;
  markHi: number;
}) {
  return (
    <div className="fg-head" role="rowgroup" style={{ width }}>
      <div className="fg-row-head" role="row" aria-rowindex={1}>
        <div className="fg-corner" role="columnheader" aria-colindex={1}>
          Tekne
        </div>
        {dayList.map((day, c) => {
          const h = dayHead(day);
          const inMark = c >= markLo && c <= markHi;
          return (
            <div
              key={day}
              role="columnheader"
              aria-colindex={c + 2}
              aria-label={dayLabels[c]}
              className={`fg-day${h.weekend ? ' is-weekend' : ''}${inMark ? ' is-marked' : ''}${h.n === 1 ? ' is-month' : ''}`}
            >
              <span className="fg-month" aria-hidden="true">
                {h.n === 1 || c === 0 ? h.month : ''}
              </span>
              <span aria-hidden="true">
                {h.weekday} {h.n}
              </span>
            </div>
          );
        })}
      </div>
    </div>
  );
});
