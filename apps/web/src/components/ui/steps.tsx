import type { ReactNode } from 'react';
import './steps.css';

export interface TStepsProps {
  /** The steps, in order; each a short sentence. */
  items: ReactNode[];
  /** Side by side on a wide screen (a page's full width), one under another otherwise. */
  columns?: boolean;
  testId?: string;
}

/** A numbered list of steps ("how it works"), each number in a circle. */
export function Steps({ items, columns = false, testId }: TStepsProps) {
  return (
    <ol className={columns ? 'steps steps--columns' : 'steps'} data-testid={testId}>
      {items.map((item, index) => (
        <li key={index}>
          <span>{item}</span>
        </li>
      ))}
    </ol>
  );
}
