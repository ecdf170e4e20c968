import { useState } from 'react';
import { useT } from '@/lib/i18n/admin';
import type { TNotice } from './notice';

export interface TDeskDialog<T> {
  /** What the open dialog is about, or null. */
  dialog: T | null;
  notice: TNotice;
  open: (about: T) => void;
  close: () => void;
  /** The decision was made: the dialog closes and says so. */
  done: (text: string) => void;
  /** The decision was refused (a 409): the dialog closes and the server's words stay on the desk. */
  refused: (detail: string) => void;
}

/**
 * A desk's decision dialog and the notice it leaves: opening a dialog clears the last notice, and
 * its outcome closes it and becomes the next one.
 */
export function useDeskDialog<T>(): TDeskDialog<T> {
  const t = useT();
  const [dialog, setDialog] = useState<T | null>(null);
  const [notice, setNotice] = useState<TNotice>(null);
  return {
    dialog,
    notice,
    open: (about) => {
      setNotice(null);
      setDialog(about);
    },
    close: () => setDialog(null),
    done: (text) => {
      setDialog(null);
      setNotice({ tone: 'success', text });
    },
    refused: (detail) => {
      setDialog(null);
      setNotice({ tone: 'error', text: detail || t('admin.form.failed') });
    },
  };
}
