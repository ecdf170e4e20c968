/**
 * The notices of a pair (docs/architecture.md#exchange-flow): the direction's notice, the send and the receive side's notice,
 * and the congestion text. Each opens once per pair per browser session (until the visitor presses
 * OK) and can be reopened from its info icon.
 */
import type { TPair } from '@exchanger/core';
import { useState, useSyncExternalStore } from 'react';

export type TNoticeKind = 'global' | 'from' | 'to' | 'congestion';

export interface TNotice {
  kind: TNoticeKind;
  /** Where its info icon sits. */
  place: 'global' | 'from' | 'to';
  text: string;
}

export function pairNotices(pair: TPair): TNotice[] {
  const notices: TNotice[] = [];
  const add = (kind: TNoticeKind, place: TNotice['place'], text: string) => {
    if (text.trim()) notices.push({ kind, place, text: text.trim() });
  };
  add('global', 'global', pair.notify);
  add('from', 'from', pair.from.notify);
  add('to', 'to', pair.to.notify);
  const { congestion } = pair.structure;
  add('congestion', congestion.to ? 'to' : congestion.from ? 'from' : 'global', congestion.text);
  return notices;
}

const STORAGE_KEY = 'exchanger:seen-notices';

/** The notices already acknowledged in this session, kept in sessionStorage. */
export interface TSeenNoticesStore {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => ReadonlySet<string>;
  add: (key: string) => void;
}

export function createSeenNoticesStore(getStorage: () => Storage | null): TSeenNoticesStore {
  const listeners = new Set<() => void>();
  // Fallback when storage is unavailable (private mode, disabled cookies): this page only.
  let memory = '[]';
  let cachedRaw: string | undefined;
  let cached: ReadonlySet<string> = new Set();

  const readRaw = (): string => {
    try {
      return getStorage()?.getItem(STORAGE_KEY) ?? memory;
    } catch {
      return memory;
    }
  };
  const parse = (raw: string): string[] => {
    try {
      const parsed: unknown = JSON.parse(raw);
      return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
    } catch {
      return [];
    }
  };

  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => {
      const raw = readRaw();
      if (raw !== cachedRaw) {
        cachedRaw = raw;
        cached = new Set(parse(raw));
      }
      return cached;
    },
    add: (key) => {
      const next = JSON.stringify([...parse(readRaw()).filter((item) => item !== key), key].slice(-200));
      memory = next;
      try {
        getStorage()?.setItem(STORAGE_KEY, next);
      } catch {
        // Storage refused: `memory` keeps it for this page.
      }
      listeners.forEach((listener) => listener());
    },
  };
}

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export const seenNotices = createSeenNoticesStore(sessionStorageOrNull);

export function noticeKey(pairKey: string, notice: TNotice): string {
  return `${pairKey}:${notice.kind}:${notice.text}`;
}

export interface TPairNoticesState {
  notices: TNotice[];
  /** The notice shown in the modal now, if any. */
  current: TNotice | null;
  reopen: (kind: TNoticeKind) => void;
  /** OK (or Escape): the notice counts as read for this session. */
  acknowledge: () => void;
}

export function usePairNotices(
  pairKey: string | null,
  notices: TNotice[],
  store: TSeenNoticesStore = seenNotices,
): TPairNoticesState {
  const seen = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const [reopened, setReopened] = useState<{ pairKey: string; kind: TNoticeKind } | null>(null);
  const reopenedNotice =
    reopened && reopened.pairKey === pairKey ? notices.find((n) => n.kind === reopened.kind) : undefined;
  const unseen = pairKey ? notices.find((notice) => !seen.has(noticeKey(pairKey, notice))) : undefined;
  const current = reopenedNotice ?? unseen ?? null;
  return {
    notices,
    current,
    reopen: (kind) => {
      if (pairKey) setReopened({ pairKey, kind });
    },
    acknowledge: () => {
      if (!pairKey || !current) return;
      if (reopenedNotice) setReopened(null);
      store.add(noticeKey(pairKey, current));
    },
  };
}
