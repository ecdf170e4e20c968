import { useLayoutEffect } from 'react';

/**
 * `${title} — ${siteName}` and the meta description of the current page, set in the same commit as
 * the page's heading (a layout effect), so the tab title never lags behind the page.
 */
export function useDocumentMeta(title: string, siteName: string, description?: string): void {
  useLayoutEffect(() => {
    document.title = title ? `${title} — ${siteName}` : siteName;
    if (description !== undefined) {
      document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    }
  }, [title, siteName, description]);
}
