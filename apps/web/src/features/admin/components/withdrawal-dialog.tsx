import type { TAdminWithdrawal } from '@exchanger/core';
import { formatDecimal } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useT } from '@/lib/i18n/admin';
import { useDecideWithdrawal } from '../api/decide-withdrawal';
import { ReasonDialog } from './reason-dialog';

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
  const label = decision === 'approve' ? t('admin.withdrawals.approve') : t('admin.withdrawals.reject');

  return (
    <ReasonDialog
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
      hint={decision === 'approve' ? t('admin.withdrawals.approveHint') : t('admin.withdrawals.rejectHint')}
      pending={decide.isPending}
      send={(reason, on) => decide.mutate({ id: withdrawal.id, body: { decision, reason } }, on)}
      onClose={onClose}
      onDone={onDone}
      onConflict={onConflict}
      testId="withdrawal-dialog"
      reasonTestId="withdrawal-reason"
    />
  );
}
