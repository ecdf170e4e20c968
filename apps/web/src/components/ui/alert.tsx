import type { ReactNode } from 'react';
import './alert.css';

export type TAlertTone = 'error' | 'success' | 'info';

export interface TAlertProps {
  tone: TAlertTone;
  children: ReactNode;
  /** A bold first line. */
  title?: ReactNode;
  className?: string;
  testId?: string;
}

/**
 * A message box over a form or a page. Errors are announced at once (`role="alert"`), success and
 * information politely (`role="status"`).
 */
export function Alert({ tone, children, title, className, testId }: TAlertProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={['alert', `alert--${tone}`, className ?? ''].filter(Boolean).join(' ')}
      data-testid={testId}
    >
      {title ? <p className="alert__title">{title}</p> : null}
      <div className="alert__body">{children}</div>
    </div>
  );
}
