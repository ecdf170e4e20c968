import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';

export interface TFormFooterProps {
  /** The form's error, shown above the button; nothing when empty. */
  error?: ReactNode;
  errorTestId?: string;
  /** While the form is being sent: the button is disabled and says `pendingLabel`. */
  pending: boolean;
  label: ReactNode;
  pendingLabel: ReactNode;
  submitTestId?: string;
}

/** The end of a form: its error, if any, and the full-width submit button. */
export function FormFooter({
  error,
  errorTestId,
  pending,
  label,
  pendingLabel,
  submitTestId,
}: TFormFooterProps) {
  return (
    <>
      {error ? (
        <Alert tone="error" testId={errorTestId}>
          {error}
        </Alert>
      ) : null}
      <Button type="submit" color="green" size="large" block disabled={pending} data-testid={submitTestId}>
        {pending ? pendingLabel : label}
      </Button>
    </>
  );
}
