import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** An agreement's text with its document opened in a new tab. */
export function AgreementLabel({
  before,
  link,
  href,
}: {
  before: string;
  link: string;
  href: string;
}): ReactNode {
  return (
    <>
      {before}
      <Link to={href} target="_blank" rel="noopener">
        {link}
      </Link>
    </>
  );
}
