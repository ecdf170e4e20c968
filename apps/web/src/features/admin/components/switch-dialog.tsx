import type { ReactNode } from 'react';
import { TextAreaField } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n/admin';
import { useActionForm } from '../hooks/use-action-form';
import { ActionDialog } from './action-dialog';

export interface TSwitchDialogProps {
  /** What the switch does: on (true) or off (false). */
  turnOn: boolean;
  title: string;
  lead: ReactNode;
  pending: boolean;
  /** Sends the switch with the reason; the callbacks are the mutation's. */
  send: (reason: string, on: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  onClose: () => void;
  onDone: () => void;
  onConflict: (detail: string) => void;
  testId: string;
}

/** Switching a currency or a direction on or off, always with a reason (it goes into the audit log). */
export function SwitchDialog({
  turnOn,
  title,
  lead,
  pending,
  send,
  onClose,
  onDone,
  onConflict,
  testId,
}: TSwitchDialogProps) {
  const t = useT();
  const form = useActionForm({ reason: '' }, { reason: 'admin.form.reasonRequired' });
  const submit = () => {
    if (!form.check()) return;
    send(form.values.reason.trim(), {
      onSuccess: onDone,
      onError: (error) => {
        if (!form.showError(error) && isApiError(error)) onConflict(error.detail);
      },
    });
  };
  return (
    <ActionDialog
      title={title}
      lead={lead}
      submitLabel={turnOn ? t('admin.catalogue.switchOn') : t('admin.catalogue.switchOff')}
      submitColor={turnOn ? 'green' : 'red'}
      pending={pending}
      alert={form.alert}
      onSubmit={submit}
      onClose={onClose}
      testId={testId}
    >
      <TextAreaField
        label={t('admin.form.reason')}
        hint={t('admin.catalogue.reasonHint')}
        maxLength={1000}
        value={form.values.reason}
        onChange={(event) => form.set('reason', event.target.value)}
        error={form.error('reason')}
        testId={`${testId}-reason`}
      />
    </ActionDialog>
  );
}
