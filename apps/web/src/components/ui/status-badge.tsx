import type { ReactNode } from 'react';
import './status-badge.css';

/** The colours a status can take: waiting (amber), done (green), failed (red), closed (grey). */
export type TTone = 'waiting' | 'done' | 'failed' | 'closed';

/** The class that gives a container's badges this tone. */
export function toneClass(tone: TTone): string {
  return `tone-${tone}`;
}

/** A status pill; its colour is the `--tone` custom property of the nearest container. */
export function StatusBadge({ children }: { children: ReactNode }) {
  return <span className="status-badge">{children}</span>;
}
