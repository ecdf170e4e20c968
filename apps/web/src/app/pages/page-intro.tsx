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
  children,
}: {
  className?: string;
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
      {description ? <p className="lead">{description}</p> : null}
      {children}
    </div>
  );
}
