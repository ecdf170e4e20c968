/**
 * Blocking, unblocking or changing the role of a user, always with a reason. The role select
 * exists only in the role dialog, which only admins can open.
 */
import { USER_ROLES, type TAdminUser, type TUserRole } from '@exchanger/core';
import { ActionDialog, ReasonField, refusalHandler, useActionForm } from '@/components/desk';
import { SelectField } from '@/components/ui';
import { useLocale } from '@/lib/i18n';
import { useT } from '@/lib/i18n/admin';
import { useUpdateAdminUser } from '../api/update-admin-user';
import { ROLE_LABEL } from '../utils/labels';

export type TUserChange = 'block' | 'unblock' | 'role';

export interface TUserDialogProps {
  user: TAdminUser;
  change: TUserChange;
  onClose: () => void;
  onDone: (user: TAdminUser) => void;
  onConflict: (detail: string) => void;
}

const TITLE = {
  block: 'admin.users.block',
  unblock: 'admin.users.unblock',
  role: 'admin.users.changeRole',
} as const;

export function UserDialog({ user, change, onClose, onDone, onConflict }: TUserDialogProps) {
  const t = useT();
  const locale = useLocale();
  const update = useUpdateAdminUser(locale);
  const form = useActionForm({ reason: '', role: user.role }, { reason: 'admin.form.reasonRequired' });

  const submit = () => {
    if (!form.check()) return;
    const reason = form.values.reason.trim();
    const body =
      change === 'role'
        ? { role: form.values.role as TUserRole, reason }
        : { blocked: change === 'block', reason };
    update.mutate({ id: user.id, body }, { onSuccess: onDone, onError: refusalHandler(form, onConflict) });
  };

  return (
    <ActionDialog
      title={t(TITLE[change])}
      lead={<p>{t('admin.users.dialogLead', { email: user.email, id: user.id })}</p>}
      submitLabel={t(TITLE[change])}
      submitColor={change === 'block' ? 'red' : 'green'}
      pending={update.isPending}
      alert={form.alert}
      onSubmit={submit}
      onClose={onClose}
      testId="user-dialog"
    >
      {change === 'role' ? (
        <SelectField
          label={t('admin.users.role')}
          options={USER_ROLES.map((value) => ({ value, label: t(ROLE_LABEL[value]) }))}
          value={form.values.role}
          onChange={(event) => form.set('role', event.target.value)}
          error={form.error('role')}
          testId="user-role-select"
        />
      ) : null}
      <ReasonField form={form} hint={t('admin.form.reasonHint')} testId="user-reason" />
    </ActionDialog>
  );
}
