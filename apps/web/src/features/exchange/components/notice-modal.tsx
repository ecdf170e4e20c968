import { Button, Modal } from '@/components/ui';
import { useT } from '@/lib/i18n';
import type { TNotice, TNoticeKind } from '../hooks/use-pair-notices';

/** The information modal of a pair's notices (docs/architecture.md#exchange-flow): title "Notification", the text, one OK button. */
export function NoticeModal({ notice, onOk }: { notice: TNotice | null; onOk: () => void }) {
  const t = useT();
  return (
    <Modal
      open={notice !== null}
      onClose={onOk}
      title={t('notify.title')}
      hideCloseButton
      closeOnBackdrop={false}
      testId="notify-modal"
      footer={
        <Button color="green" size="large" onClick={onOk} data-testid="notify-ok">
          {t('notify.ok')}
        </Button>
      }
    >
      <p className="notice-text" data-kind={notice?.kind}>
        {notice?.text}
      </p>
    </Modal>
  );
}

/** The info icon next to a side (or the course) that reopens its notices. */
export function NoticeButtons({
  notices,
  place,
  onOpen,
}: {
  notices: readonly TNotice[];
  place: TNotice['place'];
  onOpen: (kind: TNoticeKind) => void;
}) {
  const t = useT();
  return (
    <>
      {notices
        .filter((notice) => notice.place === place)
        .map((notice) => (
          <button
            key={notice.kind}
            type="button"
            className={`notice-button notice-button--${notice.kind}`}
            aria-label={t('notify.open')}
            title={notice.text}
            data-testid={`notify-open-${notice.kind}`}
            onClick={() => onOpen(notice.kind)}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true">
              {notice.kind === 'congestion' ? (
                <path
                  d="M12 3 2 21h20L12 3Zm0 6v5m0 3v.01"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              ) : (
                <path
                  d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-10v6m0-9v.01"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              )}
            </svg>
          </button>
        ))}
    </>
  );
}
