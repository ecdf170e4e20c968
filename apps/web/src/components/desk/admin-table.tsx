/**
 * A back-office table: its column heads from a list, its rows from the caller. It scrolls sideways
 * inside its frame on narrow screens, never the page.
 */
import type { ReactNode } from 'react';
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
  const tableClass = ['admin-table', variant === 'compact' ? 'admin-table--compact' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={variant === 'card' ? 'admin-table-wrap card' : 'admin-table-wrap'}>
      <table className={tableClass} data-testid={testId}>
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
