/**
 * A back-office table: its column heads from a list, its rows from the caller. On a tablet it
 * scrolls sideways inside its frame, never the page; on a phone each row becomes a stacked block of
 * "column: value" lines (desk-table.css), so nothing scrolls sideways at all. The column names of
 * those lines come from the heads: each cell gets its column's name as `data-label`.
 */
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useT, type TMessageKey } from '@/lib/i18n/admin';
import './desk.css';

/** A column's head, or its head with more: a column of buttons is named for screen readers only. */
export type TColumn =
  | TMessageKey
  | {
      label: TMessageKey;
      hidden?: boolean;
      /** `admin-number` (right-aligned), `admin-optional` (dropped at tablet width)… */
      className?: string;
    };

export interface TAdminTableProps {
  columns: TColumn[];
  /** `card`: a list of its own, in a card; `compact`: a table inside a card or a row. */
  variant?: 'card' | 'compact';
  /** More classes of the table (`admin-table--catalogue`). */
  className?: string;
  caption?: string;
  testId: string;
  children: ReactNode;
}

export function AdminTable({
  columns,
  variant = 'card',
  className,
  caption,
  testId,
  children,
}: TAdminTableProps) {
  const t = useT();
  const tableRef = useRef<HTMLTableElement>(null);
  const labels = columns.map((column) => {
    const { label, hidden = false } = typeof column === 'string' ? { label: column } : column;
    return hidden ? '' : t(label);
  });
  const labelKey = labels.join('\u0000');
  // After every render (rows are the caller's and change with it): cheap for a page of rows.
  useLayoutEffect(() => {
    labelCells(tableRef.current, labelKey.split('\u0000'));
  });
  const tableClass = ['admin-table', variant === 'compact' ? 'admin-table--compact' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={variant === 'card' ? 'admin-table-wrap card' : 'admin-table-wrap'}>
      <table ref={tableRef} className={tableClass} data-testid={testId}>
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((column) => {
              const {
                label,
                hidden = false,
                className,
              } = typeof column === 'string' ? { label: column } : column;
              return (
                <th key={label} scope="col" className={className}>
                  {hidden ? <span className="sr-only">{t(label)}</span> : t(label)}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** Names each body cell by its column (a cell spanning columns, such as an empty state, is not). */
function labelCells(table: HTMLTableElement | null, labels: string[]): void {
  if (!table) return;
  for (const row of table.tBodies[0]?.rows ?? []) {
    let column = 0;
    for (const cell of row.cells) {
      const label = cell.colSpan === 1 ? labels[column] : undefined;
      if (label) cell.dataset.label = label;
      else delete cell.dataset.label;
      column += cell.colSpan;
    }
  }
}
