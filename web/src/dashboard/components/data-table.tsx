import type { ReactNode } from 'react';
import { T } from '@/dashboard/texts';
import { Pagination } from './pagination';
import { EmptyState, ErrorState, Loading } from './states';

export interface Column<Row> {
  /** Column heading; also the label of the cell on narrow screens, where rows become cards. */
  header: string;
  cell(row: Row): ReactNode;
  className?: string;
}

interface Props<Row> {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[] | undefined;
  rowKey(row: Row): string | number;
  /** Buttons shown at the end of each row. */
  actions?: (row: Row) => ReactNode;
  rowClassName?: (row: Row) => string | undefined;
  isLoading: boolean;
  /** True while newer rows are on their way (the previous page stays visible, dimmed). */
  isFetching?: boolean;
  error: unknown;
  onRetry?: () => void;
  emptyLabel?: string;
  /**
   * With these, a footer shows the total and the page buttons. `exact` false: the server counted only as
   * far as `total` and there are more (shown as "total+").
   */
  paging?: { page: number; pageSize: number; total: number; exact?: boolean; onPage(page: number): void };
}

/** A query's state as the table shows it: loading, refreshing, failed (with a retry). */
export function queryState(query: {
  isPending: boolean;
  isFetching: boolean;
  error: unknown;
  refetch(): Promise<unknown>;
}) {
  return {
    isLoading: query.isPending,
    isFetching: query.isFetching,
    error: query.error,
    onRetry: () => void query.refetch(),
  };
}

/** A list table with its loading, error and empty states (Turkish) and pagination. */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  actions,
  rowClassName,
  isLoading,
  isFetching = false,
  error,
  onRetry,
  emptyLabel,
  paging,
}: Props<Row>) {
  if (isLoading) return <Loading />;
  if (error) return <ErrorState error={error} {...(onRetry ? { onRetry } : {})} />;
  if (!rows || rows.length === 0) return <EmptyState {...(emptyLabel ? { label: emptyLabel } : {})} />;
  return (
    <>
      <div className="adm-table-wrap" aria-busy={isFetching ? 'true' : 'false'}>
        <table className="adm-table">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.header} scope="col" className={c.className}>
                  {c.header}
                </th>
              ))}
              {actions ? (
                <th scope="col" className="adm-actions-cell">
                  <span className="sr-only">{T.actions}</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)} className={rowClassName?.(row)}>
                {columns.map((c) => (
                  <td key={c.header} data-label={c.header} className={c.className}>
                    <div className="adm-cell">{c.cell(row)}</div>
                  </td>
                ))}
                {actions ? (
                  <td className="adm-actions-cell">
                    <div className="adm-row-actions">{actions(row)}</div>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {paging ? (
        <div className="adm-table-footer">
          <span className="muted">{T.totalRecords(paging.total, paging.exact)}</span>
          <Pagination {...paging} />
        </div>
      ) : null}
    </>
  );
}

/** An on/off tag for boolean columns. */
export function StatusTag({
  on,
  onLabel = T.active,
  offLabel = T.passive,
}: {
  on: boolean;
  onLabel?: string;
  offLabel?: string;
}) {
  return <span className={`adm-tag ${on ? 'is-on' : 'is-off'}`}>{on ? onLabel : offLabel}</span>;
}
