import { ReasonDialog } from '@/components/desk';
import type { TGated } from '@/lib/approval';
import { formatDecimal } from '@/lib/format';
import { useT } from '@/lib/i18n/admin';

export type TDecision = 'approve' | 'reject';

/**
 * The decision's mutation, a referral or a shop withdrawal's: both answer the decided request, or
 * a proposal when paying it needs a second administrator (decision 024).
 */
export interface TWithdrawalDecider {
  isPending: boolean;
  mutate: (
    variables: { id: number; body: { decision: TDecision; reason: string; otp?: string } },
    on: {
      onSuccess: (result: TGated<{ id: number; status: string }>) => void;
      onError: (error: unknown) => void;
    },
  ) => void;
}

export interface TWithdrawalDialogProps {
  withdrawal: { id: number; amount: string; currency: string };
  /** Who asked: a user's e-mail, a shop and its owner. */
  who: string;
  decision: TDecision;
  decider: TWithdrawalDecider;
  /** Under the reason: what the decision does and who sees the reason. */
  hint: string;
  onClose: () => void;
  onDone: (result: TGated<{ id: number; status: string }>) => void;
  onConflict: (detail: string) => void;
}

/** Approving (the payout was sent) or rejecting a withdrawal, with a reason. */
export function WithdrawalDialog({
  withdrawal,
  who,
  decision,
  decider,
  hint,
  onClose,
  onDone,
  onConflict,
}: TWithdrawalDialogProps) {
  const t = useT();
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
            email: who,
          })}
        </p>
      }
      submitLabel={label}
      submitColor={decision === 'approve' ? 'green' : 'red'}
      hint={hint}
      pending={decider.isPending}
      send={(reason, on, extra) =>
        decider.mutate({ id: withdrawal.id, body: { decision, reason, ...extra } }, on)
      }
      onClose={onClose}
      onDone={onDone}
      onConflict={onConflict}
      testId="withdrawal-dialog"
      reasonTestId="withdrawal-reason"
    />
  );
}
