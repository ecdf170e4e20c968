import { LOCALE_TAGS, localizePath, splitLocalePath } from '@exchanger/core';
import { Link, useLocation } from 'react-router';
import { useHydrated } from '@/lib/hydrated';
import { useT } from '@/lib/i18n';
import { writeLocaleCookie } from '@/lib/locale-cookie';

/**
 * The same page in the other language (search and hash kept; the hash, which the server does not
 * see, once the page is hydrated, so that the server's link and the first render agree). Remembers the choice in the
 * locale cookie; the layout re-creates the chat widget when the locale changes.
 */
export function LangSwitch() {
  const t = useT();
  const { pathname, search, hash } = useLocation();
  const hydrated = useHydrated();
  const other = splitLocalePath(pathname).locale === 'ru' ? 'en' : 'ru';
  return (
    <Link
      className="lang-switch"
      data-testid="lang-switch"
      to={{ pathname: localizePath(pathname, other), search, hash: hydrated ? hash : '' }}
      hrefLang={LOCALE_TAGS[other]}
      lang={other}
      aria-label={t('lang.switchLabel')}
      onClick={() => writeLocaleCookie(other)}
    >
      {t('lang.switchText')}
    </Link>
  );
}
