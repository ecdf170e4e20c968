import type { TShopsListDictionary } from './shops-list-ru';

/** English words of the public list of shops: typed as the Russian ones, so a missing or extra key fails. */
export const shopsListEn: TShopsListDictionary = {
  'shops.loading': 'Loading the shops…',
  'shops.loadFailed': 'Could not load the list of shops.',
  'shops.retry': 'Try again',
  'shops.since': 'with us since {date}',
  'shops.pages': 'Pages of the list of shops',
  'shops.prev': 'Previous',
  'shops.next': 'Next',
  'shops.pageOf': 'Page {page} of {pages}',
  'shops.emptyTitle': 'No shops are listed yet',
  'shops.emptyText':
    'This is where shops that accept payment through our exchange appear, once an operator has checked and approved them. Connect yours, and buyers will find it in this list.',
  'shops.joinTitle': 'Connect your shop',
  'shops.point1Title': 'Payment in any currency',
  'shops.point1Text':
    'Buyers pay with crypto, a card or e-money, and the shop receives the currency it chose, at the exchange’s rate.',
  'shops.point2Title': 'All in your account',
  'shops.point2Text':
    'The “Shop” section has the API keys, payment links, sales history, statistics and withdrawals.',
  'shops.point3Title': 'Checked, then listed',
  'shops.point3Text':
    'An operator checks the shop; once approved, it appears in this list with a link to its site.',
  'shops.join': 'Connect a shop',
  'shops.partners': 'All partner programmes',
};
