import type { TDictionary } from './ru';

/** English: typed as the Russian dictionary, so a missing or an extra key fails the type check. */
export const en: TDictionary = {
  'a11y.skipToContent': 'Skip to content',
  'a11y.loading': 'Loading…',

  'header.home': '{site} — home',
  'header.login': 'Sign in',
  'header.account': 'Account',
  'header.menuOpen': 'Open menu',
  'header.menuClose': 'Close menu',

  'nav.label': 'Main navigation',
  'nav.home': 'Home',
  'nav.cash': 'Cash',
  'nav.rules': 'Exchange rules',
  'nav.partners': 'Partners',
  'nav.shops': 'Shops',
  'nav.faq': 'FAQ',
  'nav.news': 'News',
  'nav.contacts': 'Contacts',

  'lang.switchText': 'RU',
  'lang.switchLabel': 'Русская версия',

  'colorMode.label': 'Colour theme',
  'colorMode.light': 'Light theme',
  'colorMode.dark': 'Dark theme',
  'colorMode.system': 'System theme',

  'footer.tagline': 'Exchange crypto, e-money, cards and cash at a fixed rate.',
  'footer.info': 'Information',
  'footer.partners': 'Partnership',
  'footer.aml': 'AML/KYC policy',
  'footer.rules': 'Exchange rules',
  'footer.contacts': 'Contacts',
  'footer.monitoring': 'For rate monitors',
  'footer.referral': 'Referral programme',
  'footer.account': 'Account',
  'footer.login': 'Login',
  'footer.copyright': '© {year} {site}',

  'home.pointsLabel': 'Why exchange with us',
  'home.pointQuoteTitle': 'Exact quote up front',
  'home.pointQuoteText':
    'The rate, the reserve and the amount you get are shown before you create a claim, with no hidden fees.',
  'home.pointFixedTitle': 'Rate locked in',
  'home.pointFixedText':
    'The rate is fixed when the claim is created and stays the same for the whole life of the claim.',
  'home.pointSupportTitle': 'Support in two languages',
  'home.pointSupportText': 'Operators answer in Russian and English, in the chat and by e-mail.',
  'home.ctaRules': 'Exchange rules',
  'home.ctaFaq': 'FAQ',

  'account.sections': 'Account sections',

  'error.notFound': 'Page not found',
  'error.generic': 'Error',
  'error.notFoundText': 'There is no page at {path}. Check the link or start from the home page.',
  'error.genericText': 'Something went wrong. Reload the page or go back to the home page.',
  'error.goHome': 'Go back home',

  'update.available': 'A new version is available',
  'update.reload': 'Reload',

  'tech.title': 'Maintenance',
};
