/**
 * The state of a back-office decision form (a reason, sometimes a payout reference or a role):
 * required fields checked before sending; the server's field errors under their fields (until
 * edited); anything else, or a failure, as one message above the buttons. A 409 is left to the
 * caller: the thing changed meanwhile, so the page, not the form, says so.
 */
import { useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { useT, type TMessageKey, type TTranslate } from '@/lib/i18n/admin';

export interface TActionForm<K extends string> {
  values: Record<K, string>;
  set: (key: K, value: string) => void;
  /** The message under a field, if any. */
  error: (key: K) => string | null;
  alert: string | null;
  /** Checks the required fields (non-blank); true when the form can be sent. */
  check: () => boolean;
  /** Shows a refusal; returns false for a 409, which the caller handles. */
  showError: (error: unknown) => boolean;
  /** Puts a message under a field (e.g. a 409 about that very value, or a check of the caller's). */
  fail: (key: K, message: string) => void;
  /** A message above the buttons, about the form as a whole. */
  say: (message: string) => void;
  /** Starts again from `next` (what the server saved), without messages. */
  reset: (next: Record<K, string>) => void;
}

export interface TRefusal {
  /** The server's words under the fields the form shows, by field. */
  errors: Record<string, string>;
  /** The rest, or a failure, above the buttons. */
  alert: string | null;
}

/**
 * A refusal of the server split between the fields the form shows (`isPlaced`) and one message
 * for the rest; null for a 409, which the caller handles.
 */
export function splitRefusal(
  error: unknown,
  isPlaced: (field: string) => boolean,
  t: TTranslate,
): TRefusal | null {
  if (isApiError(error) && error.status === 409) return null;
  if (!isApiError(error) || error.status === 0 || error.status >= 500) {
    console.warn('back-office action failed', error);
    return { errors: {}, alert: t('admin.form.failed') };
  }
  const errors: Record<string, string> = {};
  const rest: string[] = [];
  for (const [field, messages] of Object.entries(error.fields)) {
    const text = messages.join(' ');
    if (isPlaced(field)) errors[field] = text;
    else if (text) rest.push(text);
  }
  const placed = Object.keys(errors).length > 0;
  return {
    errors,
    alert: rest.length > 0 ? rest.join(' ') : placed ? null : error.detail || t('admin.form.failed'),
  };
}

/** A decision's `onError`: the form shows the refusal; a 409 (the thing changed meanwhile) goes to the page. */
export function refusalHandler<K extends string>(
  form: TActionForm<K>,
  onConflict: (detail: string) => void,
): (error: unknown) => void {
  return (error) => {
    if (!form.showError(error) && isApiError(error)) onConflict(error.detail);
  };
}

export function useActionForm<K extends string>(
  initial: Record<K, string>,
  required: Partial<Record<K, TMessageKey>>,
): TActionForm<K> {
  const t = useT();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const keys = Object.keys(initial) as K[];

  return {
    values,
    set: (key, value) => {
      setValues((current) => ({ ...current, [key]: value }));
      setErrors((current) => ({ ...current, [key]: undefined }));
    },
    error: (key) => errors[key] ?? null,
    alert,
    check: () => {
      const problems: Partial<Record<K, string>> = {};
      for (const key of keys) {
        const message = required[key];
        if (message && !values[key].trim()) problems[key] = t(message);
      }
      setErrors(problems);
      setAlert(null);
      return Object.keys(problems).length === 0;
    },
    showError: (error) => {
      const refusal = splitRefusal(error, (field) => (keys as string[]).includes(field), t);
      if (!refusal) return false;
      setErrors(refusal.errors as Partial<Record<K, string>>);
      setAlert(refusal.alert);
      return true;
    },
    fail: (key, message) => {
      setErrors((current) => ({ ...current, [key]: message }));
    },
    say: (message) => {
      setAlert(message);
    },
    reset: (next) => {
      setValues(next);
      setErrors({});
      setAlert(null);
    },
  };
}
