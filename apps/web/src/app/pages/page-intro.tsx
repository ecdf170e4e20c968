import type { ReactNode } from 'react';
import { runtimeConfig } from '@/config';
import { useDocumentMeta } from '@/lib/document-meta';
import { useLocale } from '@/lib/i18n';
import { useRouteHandle } from '../route-handle';

/**
 * The page's title (`<h1>`, document title) and its lead paragraph, from the route table, so the
 * browser tab, search engines and the page itself always agree.
 */
export function PageIntro({
  className = 'page-intro',
  hideLead = false,
  children,
}: {
  className?: string;
  /** Keep the description for the document's meta only (the page says something more specific). */
  hideLead?: boolean;
  children?: ReactNode;
}) {
  const locale = useLocale();
  const text = useRouteHandle()?.route?.text[locale];
  const title = text?.title ?? '';
  const description = text?.description ?? '';
  useDocumentMeta(title, runtimeConfig.siteName, description);
  return (
    <div className={className}>
      <h1>{title}</h1>
      {description && !hideLead ? <p className="lead">{description}</p> : null}
      {children}
    </div>
  );
}
