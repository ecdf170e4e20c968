/**
 * An operator's decision on a claim: why (required for a cancel, a refund or a judgement on a
 * payment, optional for the routine steps), and for a completion the payout reference (the
 * transaction hash or the bank's payment number). The lead says where the claim goes.
 */
import {
  claimActionNeedsReason,
  transitionClaim,
  type TAdminClaim,
  type TClaimStatus,
  type TOperatorClaimAction,
} from '@exchanger/core';
import { ActionDialog, ReasonField, refusalHandler, useActionForm, useOtpStep } from '@/components/desk';
import { TextField } from '@/components/ui';
import type { TGated } from '@/lib/approval';
import { useLocale } from '@/lib/i18n';
import { useT } from '@/lib/i18n/admin';
import { useClaimAction } from '../api/post-claim-action';
import { ACTION_COLOR, ACTION_LABEL } from '../utils/labels';

export interface TClaimActionDialogProps {
  claim: TAdminClaim;
  action: TOperatorClaimAction;
  onClose: () => void;
  /** Done, or (a refund above the approval threshold) sent for another administrator's approval. */
  onDone: (result: TGated<TAdminClaim>) => void;
  /** 409: another operator acted first, or the status no longer allows it. */
  onConflict: (detail: string) => void;
}

export function ClaimActionDialog({ claim, action, onClose, onDone, onConflict }: TClaimActionDialogProps) {
  const t = useT();
  const locale = useLocale();
  const run = useClaimAction(claim.id, locale);
  const isComplete = action === 'complete';
  const needsReason = claimActionNeedsReason(action);
  const form = useActionForm(
    { reason: '', payoutReference: '' },
    {
      ...(needsReason ? { reason: 'admin.form.reasonRequired' as const } : {}),
      ...(isComplete ? { payoutReference: 'admin.form.payoutRequired' as const } : {}),
    },
  );
  // Completing and refunding move money: the server may ask for a fresh code (decision 022).
  const otp = useOtpStep('action-otp');
  const refused = refusalHandler(form, onConflict);
  const transition = transitionClaim(claim.status, action, 'operator');
  const statusName = (status: TClaimStatus) => t(`claim.statusName.${status}`);

  const submit = () => {
    const ready = form.check();
    if (!otp.check() || !ready) return;
    run.mutate(
      {
        action,
        // The status on this screen: if another operator moved the claim meanwhile, this is a 409.
        expectedStatus: claim.status,
        reason: form.values.reason.trim(),
        ...(isComplete ? { payoutReference: form.values.payoutReference.trim() } : {}),
        ...otp.extra(),
      },
      { onSuccess: onDone, onError: (error) => otp.handle(error) || refused(error) },
    );
  };

  return (
    <ActionDialog
      title={t(ACTION_LABEL[action])}
      lead={
        <p data-testid="action-lead">
          {t('admin.claim.actionLead', { id: claim.id.slice(0, 8) })}{' '}
          {transition.ok
            ? t('admin.claim.actionMove', {
                from: statusName(transition.from),
                to: statusName(transition.to),
              })
            : null}
        </p>
      }
      submitLabel={t(ACTION_LABEL[action])}
      submitColor={ACTION_COLOR[action] === 'red' ? 'red' : 'green'}
      pending={run.isPending}
      alert={form.alert}
      onSubmit={submit}
      onClose={onClose}
      testId="action-dialog"
    >
      {isComplete ? (
        <TextField
          label={t('admin.claim.payoutReference')}
          hint={t('admin.claim.payoutReferenceHint')}
          autoComplete="off"
          maxLength={200}
          value={form.values.payoutReference}
          onChange={(event) => form.set('payoutReference', event.target.value)}
          error={form.error('payoutReference')}
          testId="action-payout"
        />
      ) : null}
      <ReasonField
        form={form}
        hint={t('admin.form.reasonHint')}
        required={needsReason}
        testId="action-reason"
      />
      {otp.field}
    </ActionDialog>
  );
}
