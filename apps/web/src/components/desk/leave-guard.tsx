/**
 * Unsaved edits are not lost by accident: leaving the page through a link of the app (the
 * navigation, "back", the language switch) asks first, and the browser asks before a reload or
 * closing the tab.
 */
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { Button, Modal } from '@/components/ui';
import { useT } from '@/lib/i18n/admin';
import './desk.css';

export function LeaveGuard({ isDirty }: { isDirty: boolean }) {
  const t = useT();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => isDirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  if (blocker.state !== 'blocked') return null;
  return (
    <Modal
      open
      title={t('admin.leave.title')}
      onClose={() => blocker.reset()}
      testId="leave-dialog"
      footer={
        <div className="admin-dialog__buttons">
          <Button color="gray" onClick={() => blocker.reset()} data-testid="leave-stay">
            {t('admin.leave.stay')}
          </Button>
          <Button color="red" onClick={() => blocker.proceed()} data-testid="leave-go">
            {t('admin.leave.go')}
          </Button>
        </div>
      }
    >
      <p>{t('admin.leave.text')}</p>
    </Modal>
  );
}
