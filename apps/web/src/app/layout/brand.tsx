import { localizePath } from '@exchanger/core';
import { Link } from 'react-router';
import { runtimeConfig } from '@/config';
import { useLocale, useT } from '@/lib/i18n';

export function BrandMark() {
  return (
    <svg className="brand__mark" viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="9" fill="currentColor" />
      <path
        d="M9 12h12l-3.5-3.5M23 20H11l3.5 3.5"
        fill="none"
        stroke="var(--brand-mark-stroke)"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function Brand() {
  const locale = useLocale();
  const t = useT();
  return (
    <Link
      to={localizePath('/', locale)}
      className="brand"
      aria-label={t('header.home', { site: runtimeConfig.siteName })}
    >
      <BrandMark />
      <span className="brand__name">{runtimeConfig.siteName}</span>
    </Link>
  );
}
