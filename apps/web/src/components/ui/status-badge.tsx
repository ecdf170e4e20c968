import type { ReactNode } from 'react';
import './status-badge.css';

/** A status pill; its colour is the `--tone` custom property of the nearest container. */
export function StatusBadge({ children }: { children: ReactNode }) {
  return <span className="status-badge">{children}</span>;
}
