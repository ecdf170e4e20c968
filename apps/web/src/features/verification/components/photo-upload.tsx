/**
 * Choosing and sending the photo: a file input that opens the camera on a phone, a preview of the
 * chosen image, checks of the type and the size before anything is sent, the upload with a busy
 * state, and the server's answer (the field's message, the detail, or success).
 */
import { useCallback, useId, useRef, useState, type ChangeEvent, type SubmitEvent } from 'react';
import { Button } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { useLocale } from '@/lib/i18n';
import { useUploadCardPhoto } from '../api/upload-card-photo';
import { usePreviewRef } from '../hooks/use-preview-ref';
import { checkPhoto, formatFileSize, PHOTO_ACCEPT } from '../utils/photo-check';
import { MAX_DOCUMENTS } from '../utils/verify-state';
import { useT, type TTranslate } from '@/lib/i18n/verify';

function uploadErrorMessage(failure: unknown, t: TTranslate): string {
  if (isApiError(failure)) {
    const field = failure.fields.photo?.[0];
    if (field) return field;
    // A proxy in front of the API may answer 413 with a page of its own.
    if (failure.status === 413) return t('verify.upload.errorTooLarge');
    if (failure.status >= 400 && failure.status < 500 && failure.code !== 'unknown_error' && failure.detail) {
      return failure.detail;
    }
  }
  return t('verify.upload.failed');
}

export function PhotoUpload({ claimId, limitReached }: { claimId: string; limitReached: boolean }) {
  const t = useT();
  const locale = useLocale();
  const upload = useUploadCardPhoto(claimId, locale);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const onBroken = useCallback(() => {
    setFile(null);
    if (input.current) input.current.value = '';
    setError(t('verify.upload.errorUnreadable'));
  }, [t]);
  const previewRef = usePreviewRef(file, onBroken);
  const ids = useId();
  const hintId = `${ids}-hint`;
  const errorId = `${ids}-error`;
  const busy = upload.isPending;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.currentTarget.files?.[0] ?? null;
    setSent(false);
    setError(null);
    if (!chosen) {
      setFile(null);
      return;
    }
    const problem = checkPhoto(chosen);
    if (problem) {
      setFile(null);
      // Let the same file be chosen again after it is fixed.
      event.currentTarget.value = '';
      setError(
        problem === 'type'
          ? t('verify.upload.errorType')
          : problem === 'empty'
            ? t('verify.upload.errorEmpty')
            : t('verify.upload.errorSize', { size: formatFileSize(chosen.size, locale) }),
      );
      return;
    }
    setFile(chosen);
  };

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    if (!file || busy) return;
    setError(null);
    setSent(false);
    upload.mutate(file, {
      onSuccess: () => {
        setSent(true);
        setFile(null);
        if (input.current) input.current.value = '';
      },
      onError: (failure) => setError(uploadErrorMessage(failure, t)),
    });
  };

  return (
    <section className="card verify-card verify-upload" aria-labelledby={`${ids}-title`}>
      <h2 className="verify-card__title" id={`${ids}-title`}>
        {t('verify.upload.title')}
      </h2>
      <form className="verify-upload__form" onSubmit={onSubmit} noValidate>
        <label
          className={[
            'verify-drop',
            file ? 'verify-drop--chosen' : '',
            limitReached || busy ? 'verify-drop--disabled' : '',
          ]
            .filter(Boolean)
            .join(' ')}
        >
          <input
            ref={input}
            className="verify-drop__input"
            type="file"
            name="photo"
            accept={PHOTO_ACCEPT}
            disabled={limitReached || busy}
            onChange={onChange}
            aria-invalid={error ? true : undefined}
            aria-describedby={[error ? errorId : '', hintId].filter(Boolean).join(' ')}
            data-testid="verify-file"
          />
          {file ? (
            <img
              ref={previewRef}
              className="verify-drop__preview"
              alt={t('verify.upload.previewAlt')}
              data-testid="verify-preview"
            />
          ) : (
            <svg className="verify-drop__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M4 8.5A2.5 2.5 0 0 1 6.5 6h1.4l1.2-1.8A1.5 1.5 0 0 1 10.35 3.5h3.3a1.5 1.5 0 0 1 1.25.7L16.1 6h1.4A2.5 2.5 0 0 1 20 8.5v9a2.5 2.5 0 0 1-2.5 2.5h-11A2.5 2.5 0 0 1 4 17.5z" />
              <circle cx="12" cy="12.75" r="3.75" />
            </svg>
          )}
          <span className="verify-drop__text">
            {file ? t('verify.upload.pickAgain') : t('verify.upload.pick')}
          </span>
          {file ? (
            <span className="verify-drop__file">
              {file.name} · {formatFileSize(file.size, locale)}
            </span>
          ) : null}
        </label>
        <p className="verify-upload__hint" id={hintId}>
          {limitReached ? t('verify.upload.limit', { max: MAX_DOCUMENTS }) : t('verify.upload.hint')}
        </p>
        {error ? (
          <p className="verify-upload__error" id={errorId} role="alert" data-testid="verify-error">
            {error}
          </p>
        ) : null}
        {sent ? (
          <p className="verify-upload__success" role="status" data-testid="verify-success">
            {t('verify.upload.success')}
          </p>
        ) : null}
        <Button
          type="submit"
          color="green"
          size="large"
          block
          disabled={!file || busy || limitReached}
          aria-busy={busy || undefined}
          data-testid="verify-upload"
        >
          {busy ? <span className="verify-spinner" aria-hidden="true" /> : null}
          {busy ? t('verify.upload.sending') : t('verify.upload.send')}
        </Button>
      </form>
    </section>
  );
}
