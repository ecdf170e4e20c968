import type { ReactNode } from 'react';
import { Button, TextField } from '@/components/ui';
import { useT } from '@/lib/i18n/admin';
import './desk.css';

export interface TFormListItemProps {
  /** "Field 2". */
  title: string;
  /** What the item is called for the buttons' names ("wallet"); the title when it has no name yet. */
  name: string;
  index: number;
  count: number;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  testId: string;
  children: ReactNode;
}

/**
 * An item of a list inside a form (an input field of a currency, a requisite): its inputs in a
 * frame, with buttons to move it up or down and to remove it (`<testId>-up`, `-down`, `-remove`).
 */
export function FormListItem({
  title,
  name,
  index,
  count,
  onMove,
  onRemove,
  testId,
  children,
}: TFormListItemProps) {
  const t = useT();
  return (
    <fieldset className="admin-fieldset admin-list-item" data-testid={testId} data-index={index}>
      <legend>
        {title}
        {name ? (
          <>
            {' · '}
            <span className="admin-mono">{name}</span>
          </>
        ) : null}
      </legend>
      <div className="admin-list-item__tools">
        <Button
          color="gray"
          disabled={index === 0}
          onClick={() => onMove(-1)}
          aria-label={t('admin.currency.moveUp', { name: name || title })}
          title={t('admin.currency.moveUp', { name: name || title })}
          data-testid={`${testId}-up`}
        >
          ↑
        </Button>
        <Button
          color="gray"
          disabled={index === count - 1}
          onClick={() => onMove(1)}
          aria-label={t('admin.currency.moveDown', { name: name || title })}
          title={t('admin.currency.moveDown', { name: name || title })}
          data-testid={`${testId}-down`}
        >
          ↓
        </Button>
        <Button
          color="transparent"
          onClick={onRemove}
          aria-label={t('admin.currency.removeOf', { name: name || title })}
          data-testid={`${testId}-remove`}
        >
          {t('admin.currency.remove')}
        </Button>
      </div>
      {children}
    </fieldset>
  );
}

export interface TKeyFieldProps {
  value: string;
  hint: string;
  error: string | undefined;
  onChange: (value: string) => void;
  testId: string;
}

/** An item's key: a machine name such as `wallet` or `address`, typed as code. */
export function KeyField({ value, hint, error, onChange, testId }: TKeyFieldProps) {
  const t = useT();
  return (
    <TextField
      className="admin-mono-input"
      label={t('admin.currency.fieldName')}
      hint={hint}
      autoComplete="off"
      spellCheck={false}
      maxLength={40}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      testId={testId}
    />
  );
}
