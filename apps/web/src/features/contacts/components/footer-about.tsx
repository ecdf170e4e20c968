/**
 * The footer's line of "About the exchanger": the legal name, the jurisdiction and the working
 * hours (docs/decisions/036-about-and-working-hours.md). Styled by the footer's own CSS, so the
 * contacts page's styles stay out of every page.
 */
import { useAboutLines } from '../hooks/use-about-lines';

/** The footer's line: legal name, jurisdiction and hours. */
export function FooterAbout() {
  const lines = useAboutLines();
  if (!lines) return null;
  const first = [lines.legalName, lines.jurisdiction].filter(Boolean).join(', ');
  return (
    <p className="site-footer__about" data-testid="footer-about">
      {first ? <span>{first}</span> : null}
      {lines.hours ? <span>{lines.hours}</span> : null}
    </p>
  );
}
