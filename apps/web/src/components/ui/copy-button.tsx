/**
 * Copies a text to the clipboard and says so ("Copied") for a moment, also to screen readers.
 * Falls back to a hidden textarea where the Clipboard API is missing (plain http, old browsers).
 */
import { useEffect, useRef, useState } from 'react';
import { useT } from '@/lib/i18n';
import { buttonClassName } from './button';

export async function copyText(text: string): Promise<boolean> {
  try {
    if ('clipboard' in navigator && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission refused: try the old way.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- the only fallback without the Clipboard API
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

export interface TCopyButtonProps {
  value: string;
  /** What is copied, for the accessible name: "Copy {label}". */
  label: string;
  testId?: string;
  /** How long "Copied" stays, ms. */
  feedbackMs?: number;
  /** Beside a long value: on a phone the icon alone, its word for screen readers (`.sr-only-phone`). */
  compact?: boolean;
}

export function CopyButton({ value, label, testId, feedbackMs = 2000, compact = false }: TCopyButtonProps) {
  const t = useT();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onClick = async () => {
    const ok = await copyText(value);
    setState(ok ? 'copied' : 'failed');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), feedbackMs);
  };

  const text = state === 'copied' ? t('ui.copied') : state === 'failed' ? t('ui.copyFailed') : t('ui.copy');
  return (
    <button
      type="button"
      className={buttonClassName({
        color: state === 'copied' ? 'grayGreen' : 'gray',
        className: 'copy-button',
      })}
      aria-label={state === 'idle' ? t('ui.copyLabel', { label }) : undefined}
      data-testid={testId}
      data-state={state}
      onClick={() => void onClick()}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        {state === 'copied' ? (
          <path d="m5 12 5 5 9-10" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        ) : (
          <path
            d="M9 9h10v11H9zM5 15V4h10"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        )}
      </svg>
      <span aria-live="polite" className={compact ? 'sr-only-phone' : undefined}>
        {text}
      </span>
    </button>
  );
}
