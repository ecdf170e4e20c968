/**
 * The "not a robot" check of a direction that requires one: the widget's solution, and a new
 * attempt (the widget starts over) when the server refused the solution it was sent.
 */
import type { TPair } from '@exchanger/core';
import { useCallback, useState } from 'react';
import type { TMessage } from '../utils/messages';

export interface THumanCheckState {
  required: boolean;
  /** The solution to send as `altcha`; null until the widget has one. */
  solution: string | null;
  onSolution: (payload: string | null) => void;
  attempt: number;
  /** The server's refusal of the last solution. */
  error: string | null;
  /** Why the claim cannot be created yet; null when it can. */
  blocker: TMessage | null;
}

export function useHumanCheck(
  pair: TPair | null,
  serverError: string | undefined,
  clearServerError: (...keys: string[]) => void,
): THumanCheckState {
  const required = pair?.humanCheck === true;
  const [solution, setSolution] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  // A refused solution is spent or stale: start the widget over (adjusted while rendering).
  const [seenError, setSeenError] = useState(serverError);
  if (serverError !== seenError) {
    setSeenError(serverError);
    if (serverError) {
      setSolution(null);
      setAttempt((n) => n + 1);
    }
  }

  const onSolution = useCallback(
    (payload: string | null) => {
      setSolution(payload);
      if (payload) clearServerError('altcha');
    },
    [clearServerError],
  );

  return {
    required,
    solution: required ? solution : null,
    onSolution,
    attempt,
    error: serverError ?? null,
    blocker: required && !solution ? { key: 'exchange.humanCheckPending' } : null,
  };
}
