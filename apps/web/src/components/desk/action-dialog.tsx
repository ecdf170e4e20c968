/**
 * The frame of every back-office decision: a modal with a small form (the fields come from the
 * caller), the form's message and two buttons. It cannot be closed while the call is under way.
 */
import type { ReactNode } from 'react';
import { Alert, Button, Modal, type TButtonColor } from '@/components/ui';
import { useT } from '@/lib/i18n/admin';
import './desk.css';

export interface TActionDialogProps {
  title: ReactNode;
  /** What the decision does, above the fields. */
  lead?: ReactNode;
  submitLabel: string;
  submitColor?: TButtonColor;
  pending: boolean;
  alert: string | null;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
  /** A form with many fields (a direction's terms): a wider box, fields side by side. */
  wide?: boolean;
  testId: string;
}

export function ActionDialog({
  title,
  lead,
  submitLabel,
  submitColor = 'green',
  pending,
  alert,
  onSubmit,
  onClose,
  children,
  wide = false,
  testId,
}: TActionDialogProps) {
  const t = useT();
  const close = () => {
    if (!pending) onClose();
  };
  return (
    <Modal
      open
      title={title}
      onClose={close}
      closeOnBackdrop={false}
      className={wide ? 'admin-modal--wide' : undefined}
      testId={testId}
    >
      <form
        className="admin-dialog"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!pending) onSubmit();
        }}
      >
        {lead ? <div className="admin-dialog__lead">{lead}</div> : null}
        {children}
        {alert ? (
          <Alert tone="error" testId={`${testId}-alert`}>
            <p>{alert}</p>
          </Alert>
        ) : null}
        <div className="admin-dialog__buttons">
          <Button color="gray" onClick={close} disabled={pending} data-testid={`${testId}-back`}>
            {t('admin.form.back')}
          </Button>
          <Button type="submit" color={submitColor} disabled={pending} data-testid={`${testId}-submit`}>
            {pending ? t('admin.form.sending') : submitLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
