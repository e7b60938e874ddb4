import { Fragment, useId, useState } from 'react';
import type { ReactNode } from 'react';

import { at } from '../i18n';
import { AdminIcon } from './admin-icon';

export type Column<T> = {
  key: string;
  /** Column heading; on phones it also labels each cell of a stacked row. */
  header: string;
  cell: (row: T, index: number) => ReactNode;
  align?: 'start' | 'end';
  /** The cell that names the row (a th with scope=row), e.g. the order id. */
  rowHeader?: boolean;
  /** Hide the heading visually (it still labels the column for screen readers). */
  hideHeader?: boolean;
};

/** A selector for the table's rows (not their detail rows), e.g. to keep focus in the list. */
export const DATA_TABLE_ROW = '.data-table__row';

type DataTableProps<T> = {
  /** The table's accessible name ('Recent orders'). */
  label: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /**
   * Makes rows expandable: a toggle in the first column opens a full-width row under it with
   * this content (Manage Orders' items and timeline, Manage Returns' product details).
   */
  renderDetails?: (row: T) => ReactNode;
  /** How the toggle names its row ('Show details for SH-123'); defaults to the row key. */
  rowName?: (row: T) => string;
  /** Shown instead of the table when there are no rows ('No orders found'). */
  empty?: ReactNode;
  /** Dims the rows while a new page loads. */
  busy?: boolean;
};

/**
 * A table for admin lists: a real <table> on wide screens, stacked label/value cards on phones
 * (no sideways scrolling), with optional expandable detail rows.
 */
export function DataTable<T>({
  label,
  columns,
  rows,
  rowKey,
  renderDetails,
  rowName = rowKey,
  empty,
  busy = false,
}: DataTableProps<T>) {
  const id = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  if (rows.length === 0 && empty !== undefined) return <>{empty}</>;

  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const span = columns.length + (renderDetails ? 1 : 0);

  // Between a phone (rows as cards) and a desktop a wide table scrolls inside its own box, which
  // a keyboard can reach and scroll; the page itself never moves sideways.
  return (
    <div
      className="data-table"
      aria-busy={busy || undefined}
      role="region"
      aria-label={label}
      tabIndex={0}
    >
      <table className="data-table__table" aria-label={label}>
        <thead>
          <tr>
            {renderDetails ? (
              <th scope="col" className="data-table__toggle-cell">
                <span className="sr-only">{at('table.details')}</span>
              </th>
            ) : null}
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={column.align === 'end' ? 'data-table__end' : undefined}
              >
                {column.hideHeader ? (
                  <span className="sr-only">{column.header}</span>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const key = rowKey(row);
            const expanded = open.has(key);
            const detailsId = `${id}-details-${index}`;
            return (
              <Fragment key={key}>
                <tr
                  className={expanded ? 'data-table__row data-table__row--open' : 'data-table__row'}
                >
                  {renderDetails ? (
                    <td className="data-table__toggle-cell">
                      <button
                        type="button"
                        className="data-table__toggle"
                        aria-expanded={expanded}
                        aria-controls={expanded ? detailsId : undefined}
                        aria-label={at(expanded ? 'table.hideDetails' : 'table.showDetails', {
                          name: rowName(row),
                        })}
                        onClick={() => toggle(key)}
                      >
                        <AdminIcon name="chevron" className="data-table__chevron" />
                      </button>
                    </td>
                  ) : null}
                  {columns.map((column) => {
                    const Cell = column.rowHeader ? 'th' : 'td';
                    return (
                      <Cell
                        key={column.key}
                        {...(column.rowHeader ? { scope: 'row' } : {})}
                        data-label={column.header}
                        className={column.align === 'end' ? 'data-table__end' : undefined}
                      >
                        {column.cell(row, index)}
                      </Cell>
                    );
                  })}
                </tr>
                {renderDetails && expanded ? (
                  <tr id={detailsId} className="data-table__details">
                    <td colSpan={span}>{renderDetails(row)}</td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
