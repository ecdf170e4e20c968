import type { ReactNode } from 'react';
import type { TButtonColor } from '@/components/ui';
import { refusalHandler, useActionForm } from './use-action-form';
import { ActionDialog } from './action-dialog';
import { useOtpStep } from './otp-step';
import { ReasonField } from './reason-field';

export interface TReasonDialogProps<R = unknown> {
  title: string;
  lead: ReactNode;
  submitLabel: string;
  submitColor: TButtonColor;
  /** Under the reason: where it goes and who sees it. */
  hint: string;
  pending: boolean;
  /**
   * Sends the decision with the reason (and, for a money decision the server asked a fresh code
   * for, `extra.otp`); the callbacks are the mutation's.
   */
  send: (
    reason: string,
    on: { onSuccess: (result: R) => void; onError: (error: unknown) => void },
    extra: { otp?: string },
  ) => void;
  onClose: () => void;
  onDone: (result: R) => void;
  /** 409: the thing changed meanwhile; the page says so. */
  onConflict: (detail: string) => void;
  testId: string;
  /** The reason's field (default `<testId>-reason`). */
  reasonTestId?: string;
}

/** A decision that needs nothing but a reason: switching something on or off, a withdrawal's fate. */
export function ReasonDialog<R>({
  title,
  lead,
  submitLabel,
  submitColor,
  hint,
  pending,
  send,
  onClose,
  onDone,
  onConflict,
  testId,
  reasonTestId = `${testId}-reason`,
}: TReasonDialogProps<R>) {
  const form = useActionForm({ reason: '' }, { reason: 'admin.form.reasonRequired' });
  const otp = useOtpStep(`${testId}-otp`);
  const refused = refusalHandler(form, onConflict);
  const submit = () => {
    const ready = form.check();
    if (!otp.check() || !ready) return;
    send(
      form.values.reason.trim(),
      { onSuccess: onDone, onError: (error) => otp.handle(error) || refused(error) },
      otp.extra(),
    );
  };
  return (
    <ActionDialog
      title={title}
      lead={lead}
      submitLabel={submitLabel}
      submitColor={submitColor}
      pending={pending}
      alert={form.alert}
      onSubmit={submit}
      onClose={onClose}
      testId={testId}
    >
      <ReasonField form={form} hint={hint} testId={reasonTestId} />
      {otp.field}
    </ActionDialog>
  );
}
