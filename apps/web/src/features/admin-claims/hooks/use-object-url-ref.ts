import { useCallback, type RefCallback } from 'react';

/**
 * A ref that points an `<img>` (its `src`) or a link (its `href`) at `blob` through a `blob:` URL,
 * revoked when the blob changes and when the element unmounts, so the documents an operator looks
 * at do not pile up in memory.
 */
export function useObjectUrlRef<T extends HTMLImageElement | HTMLAnchorElement>(
  blob: Blob | undefined,
): RefCallback<T> {
  return useCallback(
    (element: T | null) => {
      if (!element || !blob) return;
      const url = URL.createObjectURL(blob);
      if (element instanceof HTMLAnchorElement) element.href = url;
      else element.src = url;
      return () => {
        URL.revokeObjectURL(url);
      };
    },
    [blob],
  );
}
