import type { TAdminWithdrawal } from '@exchanger/core';
import { TextAreaField } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { formatDecimal } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useT } from '@/lib/i18n/admin';
import { useDecideWithdrawal } from '../api/decide-withdrawal';
import { useActionForm } from '../hooks/use-action-form';
import { ActionDialog } from './action-dialog';

export type TDecision = 'approve' | 'reject';

export interface TWithdrawalDialogProps {
  withdrawal: TAdminWithdrawal;
  decision: TDecision;
  onClose: () => void;
  onDone: (withdrawal: TAdminWithdrawal) => void;
  onConflict: (detail: string) => void;
}

/** Approving (the payout was sent) or rejecting a referral withdrawal, with a reason. */
export function WithdrawalDialog({
  withdrawal,
  decision,
  onClose,
  onDone,
  onConflict,
}: TWithdrawalDialogProps) {
  const t = useT();
  const locale = useLocale();
  const decide = useDecideWithdrawal(locale);
  const form = useActionForm({ reason: '' }, { reason: 'admin.form.reasonRequired' });
  const label = decision === 'approve' ? t('admin.withdrawals.approve') : t('admin.withdrawals.reject');

  const submit = () => {
    if (!form.check()) return;
    decide.mutate(
      { id: withdrawal.id, body: { decision, reason: form.values.reason.trim() } },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (!form.showError(error) && isApiError(error)) onConflict(error.detail);
        },
      },
    );
  };

  return (
    <ActionDialog
      title={label}
      lead={
        <p>
          {t('admin.withdrawals.dialogLead', {
            id: withdrawal.id,
            amount: formatDecimal(withdrawal.amount),
            currency: withdrawal.currency,
            email: withdrawal.email,
          })}
        </p>
      }
      submitLabel={label}
      submitColor={decision === 'approve' ? 'green' : 'red'}
      pending={decide.isPending}
      alert={form.alert}
      onSubmit={submit}
      onClose={onClose}
      testId="withdrawal-dialog"
    >
      <TextAreaField
        label={t('admin.form.reason')}
        hint={decision === 'approve' ? t('admin.withdrawals.approveHint') : t('admin.withdrawals.rejectHint')}
        maxLength={1000}
        value={form.values.reason}
        onChange={(event) => form.set('reason', event.target.value)}
        error={form.error('reason')}
        testId="withdrawal-reason"
      />
    </ActionDialog>
  );
}
