/**
 * HTML of a published text (already sanitized by the server: markdown-it without raw HTML, then an
 * allowlist), in the reading style of the site. Links to this site's pages navigate inside the app
 * instead of reloading it.
 */
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import './content.css';

export interface TContentHtmlProps {
  html: string;
  className?: string;
  testId?: string;
}

/** A plain left click on a same-site link (`/rules`, `/en/aml`, `#anchor`): the router's business. */
function internalHref(event: MouseEvent<HTMLElement>): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const target = event.target instanceof Element ? event.target : null;
  const link = target?.closest('a');
  const href = link?.getAttribute('href') ?? '';
  if (!link || link.target || !href.startsWith('/') || href.startsWith('//')) return null;
  return href;
}

export function ContentHtml({ html, className, testId }: TContentHtmlProps) {
  const navigate = useNavigate();
  return (
    <div
      className={['prose', className ?? ''].filter(Boolean).join(' ')}
      data-testid={testId}
      onClick={(event) => {
        const href = internalHref(event);
        if (href === null) return;
        event.preventDefault();
        void navigate(href);
      }}
      // Sanitized by the server when it was published; nothing typed on this page goes here.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
