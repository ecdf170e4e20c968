/**
 * The state every account form shares: values, which fields were left (their problems show from
 * then on, or for all fields after a submit), the server's field errors (shown until the field is
 * edited) and one message for the whole form (the server's `detail` or a failure text).
 */
import { useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { useT, type TMessageKey } from '@/lib/i18n/account';

/** A message of the dictionary, or a text the server already worded in the page's language. */
export type TFormMessage = { key: TMessageKey } | string;

export interface TFormFields<K extends string> {
  values: Record<K, string>;
  set: (key: K, value: string) => void;
  touch: (key: K) => void;
  /** What to show under a field: the server's message, else the client's problem once it counts. */
  error: (key: K, problem: TMessageKey | null) => TFormMessage | null;
  alert: TFormMessage | null;
  setAlert: (alert: TFormMessage | null) => void;
  /** Marks every field as left; true when none has a problem. */
  check: (problems: Record<K, TMessageKey | null>) => boolean;
  /**
   * Shows a refusal: field messages under their fields, the `detail` above the button when no
   * field could take it. Anything that is not an API error becomes `fallback`.
   */
  showError: (error: unknown, fallback: TMessageKey) => void;
  reset: (values?: Record<K, string>) => void;
}

export function useFormFields<K extends string>(initial: Record<K, string>): TFormFields<K> {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<K>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<K, string>>>({});
  const [alert, setAlert] = useState<TFormMessage | null>(null);

  const keys = Object.keys(initial) as K[];

  return {
    values,
    set: (key, value) => {
      setValues((current) => ({ ...current, [key]: value }));
      if (serverErrors[key] !== undefined) {
        setServerErrors(
          (current) =>
            Object.fromEntries(Object.entries(current).filter(([field]) => field !== key)) as Partial<
              Record<K, string>
            >,
        );
      }
    },
    touch: (key) => {
      if (!touched.has(key)) setTouched((current) => new Set(current).add(key));
    },
    error: (key, problem) =>
      serverErrors[key] ?? (problem !== null && (submitted || touched.has(key)) ? { key: problem } : null),
    alert,
    setAlert,
    check: (problems) => {
      setSubmitted(true);
      setAlert(null);
      setServerErrors({});
      return keys.every((key) => problems[key] === null);
    },
    showError: (error, fallback) => {
      if (!isApiError(error) || error.status === 0 || error.status >= 500) {
        if (!isApiError(error) || error.status >= 500) console.warn('form submit failed', error);
        setAlert({ key: fallback });
        return;
      }
      const mine: Partial<Record<K, string>> = {};
      const rest: string[] = [];
      for (const [field, messages] of Object.entries(error.fields)) {
        const text = messages.join(' ');
        if ((keys as string[]).includes(field)) mine[field as K] = text;
        else if (text) rest.push(text);
      }
      setServerErrors(mine);
      const placed = Object.keys(mine).length > 0;
      setAlert(rest.length > 0 ? rest.join(' ') : placed ? null : error.detail || { key: fallback });
    },
    reset: (next = initial) => {
      setValues(next);
      setTouched(new Set());
      setSubmitted(false);
      setServerErrors({});
    },
  };
}

/** Turns a form message into text. */
export function useSay(): (message: TFormMessage | null) => string | null {
  const t = useT();
  return (message) => (message === null ? null : typeof message === 'string' ? message : t(message.key));
}
