import { ReasonDialog, type TReasonDialogProps } from '@/components/desk';
import { useT } from '@/lib/i18n/admin';

export interface TSwitchDialogProps extends Omit<
  TReasonDialogProps,
  'submitLabel' | 'submitColor' | 'hint' | 'reasonTestId'
> {
  /** What the switch does: on (true) or off (false). */
  turnOn: boolean;
}

/** Switching a currency or a direction on or off, always with a reason (it goes into the audit log). */
export function SwitchDialog({ turnOn, ...rest }: TSwitchDialogProps) {
  const t = useT();
  return (
    <ReasonDialog
      {...rest}
      submitLabel={turnOn ? t('admin.catalogue.switchOn') : t('admin.catalogue.switchOff')}
      submitColor={turnOn ? 'green' : 'red'}
      hint={t('admin.catalogue.reasonHint')}
    />
  );
}
