import { useCallback, type RefCallback } from 'react';

/**
 * A ref for the `<img>` that previews `file`: it gets a `blob:` URL of the file, revoked when the
 * file changes (a new ref callback) and when the image unmounts, so a chosen photo does not stay
 * in memory. `onBroken` is called when the browser cannot decode the file as an image (a damaged
 * or disguised file, which the operator could not look at either). Keep `onBroken` stable.
 */
export function usePreviewRef(file: Blob | null, onBroken: () => void): RefCallback<HTMLImageElement> {
  return useCallback(
    (image: HTMLImageElement | null) => {
      if (!image || !file) return;
      const url = URL.createObjectURL(file);
      const onError = () => {
        if (image.src === url) onBroken();
      };
      image.addEventListener('error', onError);
      image.src = url;
      return () => {
        image.removeEventListener('error', onError);
        URL.revokeObjectURL(url);
      };
    },
    [file, onBroken],
  );
}
