import type { TInfoDictionary } from './info-ru';

/** English words of the information pages: partners, monitoring, referral terms, FAQ, news and the text pages: typed as the Russian ones, so a missing or extra key fails. */
export const infoEn: TInfoDictionary = {
  'content.loading': 'Loading…',
  'content.loadFailed': 'The page text could not be loaded. Check your connection and try again.',
  'content.retry': 'Try again',
  'content.updated': 'Version of {date}',
  'content.missing': 'This page’s text is being updated and will be back shortly.',

  'faq.searchLabel': 'Search the questions',
  'faq.searchPlaceholder': 'For example: refund or SBP',
  'faq.total': 'Questions: {total}',
  'faq.matches': 'Found: {count} of {total}',
  'faq.nothing': 'Nothing found for “{query}”.',
  'faq.nothingHint': 'Try another word, or ask the operators through the contacts page.',
  'faq.clear': 'Clear the search',
  'faq.ask': 'Ask support',
  'faq.topics': 'Question topics',
  'faq.permalink': 'Link to this question',
  'faq.empty': 'No questions yet.',
  'faq.loadFailed': 'The questions could not be loaded. Check your connection and try again.',

  'news.empty': 'No news yet.',
  'news.loadFailed': 'The news could not be loaded. Check your connection and try again.',
  'news.pages': 'News pages',
  'news.newer': '← Newer',
  'news.older': 'Older →',
  'news.pageOf': 'Page {page} of {pages}',
  'news.back': 'All news',

  'partners.programmes': 'Partner programmes',
  'partners.more': 'Learn more',
  'partners.monitoring.title': 'For rate monitors',
  'partners.monitoring.text': 'Rates, reserves and limits of every direction in BestChange XML and in JSON.',
  'partners.users.title': 'For users',
  'partners.users.text': 'Invite friends with your link and earn a share of the income from their exchanges.',
  'partners.users.textPercent':
    'Invite friends with your link and earn {percent}% of the income from their exchanges.',
  'partners.shops.title': 'For shops',
  'partners.shops.text':
    'Accept crypto and card payments through the API, with payment links and payouts of your takings.',

  'monitoring.urls.title': 'Export addresses',
  'monitoring.urls.text':
    'Both files are open, with no key and no sign-in. They hold the same items: pick the format your monitor reads.',
  'monitoring.urls.xml': 'XML in the BestChange format',
  'monitoring.urls.json': 'JSON: an object { "rates": [ … ] } with the same fields',
  'monitoring.urls.copy': '{format} address',
  'monitoring.fields.title': 'Fields of an item',
  'monitoring.fields.text':
    'One item is one active exchange direction. Every number is a string with a dot, never rounded beyond the currency’s precision.',
  'monitoring.fields.name': 'Field',
  'monitoring.fields.meaning': 'Meaning',
  'monitoring.field.from':
    'Code of the currency the client sends, as BestChange codes: BTC, USDTTRC20, SBERRUB, CASHRUB…',
  'monitoring.field.to': 'Code of the currency the client receives.',
  'monitoring.field.in': 'How many units of from the client sends…',
  'monitoring.field.out':
    '…to receive this many units of to. One side is always 1, e.g. in 1, out 5043200 for BTC → SBERRUB, or in 5150000, out 1 for SBERRUB → BTC.',
  'monitoring.field.amount':
    'Reserve: how much of to we can pay out right now, after the amounts held by open claims.',
  'monitoring.field.minamount': 'The smallest claim, in from, with its ticker: “0.001 BTC”.',
  'monitoring.field.maxamount':
    'The largest claim, in from, with its ticker; empty (no tag in the XML) when there is no limit.',
  'monitoring.field.param':
    'Comma-separated flags: manual — an operator carries out the claim; cardverify — paying by card needs card verification.',
  'monitoring.field.city':
    'Cash only: the city code (MSK, SPB, EKB, KZN). The direction is repeated as a separate item for each city.',
  'monitoring.frequency.title': 'How often it changes',
  'monitoring.frequency.source':
    'The file is built from the same data as the calculator on the site and changes with it: crypto rates are refreshed every 30 seconds, rouble rates follow the Central Bank of Russia, and reserves change with every claim.',
  'monitoring.frequency.polling':
    'Answers may be cached for 5 seconds. Poll no more often than every 5–10 seconds and send If-None-Match or If-Modified-Since: when nothing has changed the server answers 304 with no body.',
  'monitoring.frequency.stale':
    'A direction leaves the file as soon as its rate is out of date or an operator switches off the direction or its currency, so a monitor never shows a rate nobody can exchange at. What is left of the reserve is in amount.',
  'monitoring.frequency.maintenance':
    'During maintenance the file is empty: exchanging is unavailable, so no direction is listed.',
  'monitoring.live.title': 'In the export right now',
  'monitoring.live.count': 'Directions in the file: {count}; cities for cash: {cities}.',
  'monitoring.live.example': 'An item in JSON:',
  'monitoring.live.empty': 'The file is empty right now: maintenance is under way or no direction is active.',
  'monitoring.live.failed': 'The export could not be fetched. Try opening the address above.',

  'referralTerms.loading': 'Loading the programme’s terms…',
  'referralTerms.loadFailed': 'The programme’s terms could not be loaded. Reload the page.',
  'referralTerms.percent': '{percent}%',
  'referralTerms.percentText': 'of the service’s income on every completed claim of the clients you invite',
  'referralTerms.currency': 'Paid in',
  'referralTerms.minWithdrawal': 'Withdrawals from',
  'referralTerms.actionGuest': 'Sign up and get your link',
  'referralTerms.actionUser': 'My referral link',
  'referralTerms.how': 'How it works',
  'referralTerms.step.link':
    'Sign up and copy your link in your account, under “Referral programme”. There is a QR code too.',
  'referralTerms.step.share':
    'Share the link on a site, in a channel or in a chat. A visit through it is remembered for 30 days, and a client who signs up through it stays yours for good.',
  'referralTerms.step.accrual':
    'When a claim of someone you invited is completed, you are credited {percent}% of the service’s income on it at once, in {currency}.',
  'referralTerms.step.withdraw':
    'Withdraw your balance from {min} to a crypto wallet or a card: an operator checks and pays out the request.',
  'referralTerms.example.title': 'A worked example',
  'referralTerms.example.text':
    'A client you invited sells crypto worth {volume} in a direction where the service’s fee is {margin}%. The service earns {income} on the claim; your {percent}% is {accrual}.',
  'referralTerms.conditions': 'Conditions',
  'referralTerms.condition.completed':
    'Only completed claims earn; cancelled, expired and refunded ones do not count.',
  'referralTerms.condition.margin':
    'Your share comes out of the service’s income, not the exchanged amount, so the people you invite get the same rate as everyone.',
  'referralTerms.condition.self': 'You may not invite yourself: an operator cancels such earnings.',
  'referralTerms.condition.spam':
    'Spam and misleading advertising are not allowed; breaking this rule ends your participation.',
};
