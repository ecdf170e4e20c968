/**
 * The errors a shop form shows: the client's checks once a field was left (or on submit), and the
 * server's field errors until that field is changed. A refused call's message goes over the form.
 */
import { useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n/shop';
import type { TFormMessage } from '../utils/shop-form';

export function useFormErrors(fieldOfServer: (field: string) => string = (field) => field) {
  const t = useT();
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [server, setServer] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);

  return {
    alert,
    touch: (key: string) => {
      if (!touched.has(key)) setTouched((current) => new Set(current).add(key));
    },
    touchAll: (keys: readonly string[]) => setTouched(new Set(keys)),
    changed: (key: string) => {
      if (key in server)
        setServer((current) => Object.fromEntries(Object.entries(current).filter(([k]) => k !== key)));
    },
    errorOf: (key: string, problem: TFormMessage | null | undefined): string | null =>
      server[key] ?? (touched.has(key) && problem ? t(problem.key, problem.vars) : null),
    reset: () => {
      setTouched(new Set());
      setServer({});
      setAlert(null);
    },
    /** A refused call: field errors on their inputs, the message over the form. */
    refused: (error: unknown, fallback: string) => {
      if (isApiError(error) && error.status === 400) {
        setServer(
          Object.fromEntries(
            Object.entries(error.fields).map(([field, messages]) => [
              fieldOfServer(field),
              messages[0] ?? '',
            ]),
          ),
        );
        setAlert(error.detail);
        return;
      }
      if (isApiError(error) && error.detail && error.status !== 0) {
        setAlert(error.detail);
        return;
      }
      console.warn('shop call failed', error);
      setAlert(fallback);
    },
  };
}
