import { localizePath, splitLocalePath } from '@exchanger/core';
import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { ButtonLink } from '@/components/ui';
import { runtimeConfig } from '@/config';
import { useDocumentMeta } from '@/lib/document-meta';
import { LocaleProvider, useT } from '@/lib/i18n';
import { isPageError } from '@/lib/page-error';

function attemptedPath(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || !('path' in data)) return null;
  return typeof data.path === 'string' ? data.path : null;
}

function ErrorContent({ status, path }: { status: number; path: string }) {
  const t = useT();
  const { pathname } = useLocation();
  const { locale } = splitLocalePath(pathname);
  const isNotFound = status === 404;
  const title = isNotFound ? t('error.notFound') : t('error.generic');
  useDocumentMeta(title, runtimeConfig.siteName);
  return (
    <div className="container page">
      <section className="error-page" aria-labelledby="error-title">
        <p className="error-page__status" data-testid="error-status">
          {status}
        </p>
        <h1 id="error-title">{title}</h1>
        <p className="lead">{isNotFound ? t('error.notFoundText', { path }) : t('error.genericText')}</p>
        <ButtonLink to={localizePath('/', locale)} color="green" size="large" data-testid="go-home">
          {t('error.goHome')}
        </ButtonLink>
      </section>
    </div>
  );
}

/**
 * The error page (docs/architecture.md#screens): the status, "Page not found" for 404 or "Error" otherwise, and a
 * button back to the home page of the current language. Rendered inside the layout for page
 * errors (the catch-all route throws a 404 carrying the attempted path; a page may throw a
 * `PageError` with its status while rendering).
 */
export function ErrorPage() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const { locale } = splitLocalePath(pathname);
  const status = isRouteErrorResponse(error) ? error.status : isPageError(error) ? error.status : 500;
  const path = (isRouteErrorResponse(error) ? attemptedPath(error.data) : null) ?? pathname;
  useEffect(() => {
    if (status !== 404) console.error(error);
  }, [error, status]);
  return (
    <LocaleProvider locale={locale}>
      <ErrorContent status={status} path={path} />
    </LocaleProvider>
  );
}

/** Last resort when the layout itself fails: the same page without header and footer. */
export function RootErrorBoundary() {
  return (
    <main id="main" className="root-error">
      <ErrorPage />
    </main>
  );
}
