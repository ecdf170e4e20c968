/**
 * The filters over a list: a search form of compact fields (the caller's), applied with Enter or
 * "Apply", and "Reset filters" while something is filtered. Without `onApply` the fields apply as
 * they change and the bar has no buttons.
 */
import type { ReactNode } from 'react';
import { Button } from '@/components/ui';
import { useT } from '@/lib/i18n/admin';
import './desk.css';

export interface TFilterBarProps {
  /** The form's name for screen readers ("Claim filters"). */
  label: string;
  onApply?: () => void;
  onReset?: (() => void) | null;
  /** `admin-filters--users`: a search field and two selects. */
  className?: string;
  testId: string;
  /** The buttons are `<buttonsTestId>-apply` and `<buttonsTestId>-reset`. */
  buttonsTestId?: string;
  children: ReactNode;
}

export function FilterBar({
  label,
  onApply,
  onReset,
  className,
  testId,
  buttonsTestId = testId,
  children,
}: TFilterBarProps) {
  const t = useT();
  return (
    <form
      className={['admin-filters card', className ?? ''].filter(Boolean).join(' ')}
      role="search"
      aria-label={label}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onApply?.();
      }}
      data-testid={testId}
    >
      {children}
      {onApply ? (
        <div className="admin-filters__buttons">
          <Button type="submit" color="green" data-testid={`${buttonsTestId}-apply`}>
            {t('admin.list.apply')}
          </Button>
          {onReset ? (
            <Button color="gray" onClick={onReset} data-testid={`${buttonsTestId}-reset`}>
              {t('admin.list.reset')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}
