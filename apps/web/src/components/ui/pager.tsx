import type { ReactNode } from 'react';
import { Button } from './button';
import './pager.css';

export interface TPagerProps {
  /** The navigation's accessible name. */
  label: string;
  /** "Page N of M", announced politely when it changes. */
  state: ReactNode;
  prevLabel: ReactNode;
  nextLabel: ReactNode;
  hasPrev: boolean;
  hasNext: boolean;
  onPrev: () => void;
  onNext: () => void;
  testId?: string;
  prevTestId?: string;
  nextTestId?: string;
}

/** Previous / next buttons around the page state: spread on a phone, centred on wider screens. */
export function Pager({
  label,
  state,
  prevLabel,
  nextLabel,
  hasPrev,
  hasNext,
  onPrev,
  onNext,
  testId,
  prevTestId,
  nextTestId,
}: TPagerProps) {
  return (
    <nav className="pager" aria-label={label} data-testid={testId}>
      <Button color="gray" disabled={!hasPrev} onClick={onPrev} data-testid={prevTestId}>
        {prevLabel}
      </Button>
      <span className="pager__state" aria-live="polite">
        {state}
      </span>
      <Button color="gray" disabled={!hasNext} onClick={onNext} data-testid={nextTestId}>
        {nextLabel}
      </Button>
    </nav>
  );
}
