/**
 * An accessible modal dialog: `role="dialog"` with `aria-modal`, labelled by its title; focus moves
 * into it on open, stays inside it (Tab and Shift+Tab wrap around), and returns to where it was on
 * close; Escape and a click on the backdrop close it; the page behind does not scroll.
 */
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useHydrated } from '@/lib/hydrated';
import { useT } from '@/lib/i18n';
import './modal.css';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[inert]') && element.getAttribute('aria-hidden') !== 'true',
  );
}

let openCount = 0;

export interface TModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Buttons under the content. */
  footer?: ReactNode;
  /** What gets the focus on open (default: the first focusable element, else the dialog). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** `sheet`: full height on phones (pickers); `dialog`: a centred box. */
  variant?: 'dialog' | 'sheet';
  /** Hide the × button (when the footer has the only way out, e.g. "OK"). */
  hideCloseButton?: boolean;
  closeOnBackdrop?: boolean;
  className?: string;
  testId?: string;
}

export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  initialFocus,
  variant = 'dialog',
  hideCloseButton = false,
  closeOnBackdrop = true,
  className,
  testId,
}: TModalProps) {
  const t = useT();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  const hydrated = useHydrated();
  useEffect(() => {
    if (!open || !hydrated) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    if (dialog) {
      const target = initialFocus?.current ?? focusableIn(dialog)[0] ?? dialog;
      target.focus();
    }
    openCount += 1;
    document.body.classList.add('modal-open');
    return () => {
      openCount -= 1;
      if (openCount === 0) document.body.classList.remove('modal-open');
      if (previous?.isConnected) previous.focus();
    };
  }, [open, hydrated, initialFocus]);

  if (!open || !hydrated) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      event.preventDefault();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = focusableIn(dialogRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className={`modal-root modal-root--${variant}`}>
      <div
        className="modal-backdrop"
        aria-hidden="true"
        onMouseDown={closeOnBackdrop ? () => onCloseRef.current() : undefined}
      />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={['modal', `modal--${variant}`, className ?? ''].filter(Boolean).join(' ')}
        data-testid={testId}
        onKeyDown={onKeyDown}
      >
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          {hideCloseButton ? null : (
            <button type="button" className="modal__close" aria-label={t('ui.close')} onClick={onClose}>
              <svg viewBox="0 0 24 24" aria-hidden="true">
                <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          )}
        </div>
        <div className="modal__body">{children}</div>
        {footer ? <div className="modal__footer">{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
