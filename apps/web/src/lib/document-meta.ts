import { useEffect } from 'react';

/** `${title} — ${siteName}` and the meta description of the current page. */
export function useDocumentMeta(title: string, siteName: string, description?: string): void {
  useEffect(() => {
    document.title = title ? `${title} — ${siteName}` : siteName;
    if (description !== undefined) {
      document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    }
  }, [title, siteName, description]);
}
