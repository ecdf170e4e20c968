import { Fragment, type ReactNode } from 'react';
import './desk.css';

/** The line over a list: "Found: 12 · waiting for an operator: 3 · Updates every 5 seconds". */
export function ListSummary({ parts, testId }: { parts: ReactNode[] | undefined; testId?: string }) {
  if (!parts) return null;
  return (
    <p className="admin-summary muted" data-testid={testId}>
      {parts
        .filter((part) => part !== null && part !== false)
        .map((part, index) => (
          <Fragment key={index}>
            {index > 0 ? ' · ' : null}
            {part}
          </Fragment>
        ))}
    </p>
  );
}
