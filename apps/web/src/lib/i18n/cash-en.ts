import type { TCashDictionary } from './cash-ru';

/** English words of the cash page: typed as the Russian ones, so a missing or extra key fails. */
export const cashEn: TCashDictionary = {
  'cash.chooseCity': 'City',
  'cash.cityTitle': 'Cash in {city}',
  'cash.currencies': 'Cash currencies in the city',
  'cash.reserveOf': 'reserve {amount}',
  'cash.receiveTitle': 'Get cash',
  'cash.sendTitle': 'Hand over cash',
  'cash.to': 'to',
  'cash.course': 'Rate',
  'cash.limits': 'Amount',
  'cash.limitsRange': 'from {min} to {max} {ticker}',
  'cash.limitsFrom': 'from {min} {ticker}',
  'cash.limitsTo': 'up to {max} {ticker}',
  'cash.limitsNone': 'no limits',
  'cash.reserve': 'Reserve',
  'cash.exchange': 'Exchange',
  'cash.lifetimeHours': 'A claim stays open for {hours} h.',
  'cash.lifetimeMinutes': 'A claim stays open for {minutes} min.',
  'cash.cityEmpty':
    'No direction is available in this city right now: the rate is being updated or the reserve is used up. Please check back a little later.',
  'cash.emptyTitle': 'Cash exchange is not available right now',
  'cash.emptyText':
    'There is no city where cash can be collected or handed over at the moment. Crypto, cards and e-money can be exchanged as usual.',
  'cash.toExchange': 'Go to the exchange',
  'cash.loading': 'Loading the cities and rates…',
  'cash.loadFailed': 'Could not load the cash cities and rates.',
  'cash.retry': 'Try again',
  'cash.stepsTitle': 'How a cash exchange works',
  'cash.step1':
    'Choose a city and a direction and press “Exchange”: the exchange form opens with those currencies.',
  'cash.step2':
    'Enter the city, the amount and your phone number and create the claim: the rate is fixed while it is open.',
  'cash.step3':
    'An operator calls you to agree on the time and the office address; the cash is counted in front of you.',
};
