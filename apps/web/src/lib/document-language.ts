import { useEffect } from 'react';

/**
 * Keeps `<html lang>` at the page's language (the same short code the server writes into the
 * HTML it sends). Written only when it differs: setting the attribute, even to its own value,
 * makes the browser recompute every element's style (`:lang()`), a task's worth on a phone.
 */
export function useDocumentLanguage(locale: string): void {
  useEffect(() => {
    const root = document.documentElement;
    if (root.lang !== locale) root.lang = locale;
  }, [locale]);
}
