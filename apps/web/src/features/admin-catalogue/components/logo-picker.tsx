/**
 * A currency's logo: one of the logos bundled with the site, or an image the operator uploads
 * (PNG, WebP or SVG up to 256 KB; the server checks the content and keeps it by its hash). The
 * preview shows it as the pickers do, on a light and on a dark ground.
 */
import { BUNDLED_LOGOS, isLogoRef, isUploadedLogo, logoUrls, MAX_LOGO_BYTES } from '@exchanger/core';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { useLocale } from '@/lib/i18n';
import { useT } from '@/lib/i18n/admin';
import { useUploadLogo } from '../api/upload-logo';
import './currency-form.css';

export interface TLogoPickerProps {
  value: string;
  error: string | undefined;
  onChange: (logo: string) => void;
}

/** What the file input offers; the server decides by the content. */
const ACCEPT = 'image/png,image/webp,image/svg+xml,.png,.webp,.svg';

export function LogoPicker({ value, error, onChange }: TLogoPickerProps) {
  const t = useT();
  const locale = useLocale();
  const upload = useUploadLogo(locale);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const shown = uploadError ?? error;

  const send = (file: File) => {
    setUploadError(null);
    // The server's limit, said before the upload (it checks again).
    if (file.size > MAX_LOGO_BYTES) {
      setUploadError(t('admin.logo.tooLarge', { max: MAX_LOGO_BYTES / 1024 }));
      return;
    }
    upload.mutate(file, {
      onSuccess: (answer) => onChange(answer.logo),
      onError: (failure) =>
        setUploadError(
          isApiError(failure) ? (failure.fields.file?.[0] ?? failure.detail) : t('admin.form.failed'),
        ),
    });
  };

  return (
    <div className="admin-logo-picker">
      <div className="admin-logo-picker__preview" data-testid="logo-preview">
        {isLogoRef(value) ? (
          <>
            <span className="admin-logo-tile admin-logo-tile--light">
              <img src={logoUrls(value).simple} alt={t('admin.logo.preview')} width={40} height={40} />
            </span>
            <span className="admin-logo-tile admin-logo-tile--dark">
              <img src={logoUrls(value).withBackground} alt="" width={40} height={40} />
            </span>
            <span className="admin-sub">
              {isUploadedLogo(value) ? t('admin.logo.uploaded') : t('admin.logo.bundled', { key: value })}
            </span>
          </>
        ) : (
          <span className="admin-sub">{t('admin.logo.none')}</span>
        )}
      </div>
      <fieldset className="admin-fieldset" aria-describedby={shown ? errorId : undefined}>
        <legend>{t('admin.logo.bundledTitle')}</legend>
        <div className="admin-logo-grid" role="radiogroup" aria-label={t('admin.logo.bundledTitle')}>
          {BUNDLED_LOGOS.map((key) => (
            <button
              key={key}
              type="button"
              role="radio"
              aria-checked={value === key}
              title={key}
              className="admin-logo-option"
              onClick={() => {
                setUploadError(null);
                onChange(key);
              }}
              data-testid={`logo-option-${key}`}
            >
              <img src={logoUrls(key).simple} alt={key} width={28} height={28} />
            </button>
          ))}
        </div>
      </fieldset>
      <div className="admin-logo-picker__upload">
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          hidden
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) send(file);
          }}
          data-testid="logo-file"
        />
        <Button
          color="gray"
          disabled={upload.isPending}
          onClick={() => input.current?.click()}
          data-testid="logo-upload"
        >
          {upload.isPending ? t('admin.form.sending') : t('admin.logo.upload')}
        </Button>
        <span className="admin-sub">{t('admin.logo.uploadHint', { max: MAX_LOGO_BYTES / 1024 })}</span>
      </div>
      {shown ? (
        <p className="field__error" id={errorId} role="alert" data-testid="logo-error">
          {shown}
        </p>
      ) : null}
    </div>
  );
}
