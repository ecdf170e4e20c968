import type { TContestDictionary } from './contest-ru';

/** English words of the contest page: typed as the Russian ones, so a missing or extra key fails. */
export const contestEn: TContestDictionary = {
  'contest.loading': 'Loading the contest…',
  'contest.loadFailed': 'Could not load the contest.',
  'contest.retry': 'Try again',
  'contest.noneTitle': 'There is no contest right now',
  'contest.noneText':
    'We announce the next contest in the news in advance: the dates, the prizes and how to take part.',
  'contest.toNews': 'News',
  'contest.toExchange': 'Go to the exchange',
  'contest.phase.upcoming': 'Starting soon',
  'contest.phase.running': 'Running',
  'contest.phase.finished': 'Finished',
  'contest.period': '{start} – {end}',
  'contest.untilEnd': 'Time left',
  'contest.untilStart': 'Starts in',
  'contest.daysAndTime': '{days} d {time}',
  'contest.endsOn': 'Ends on {date}',
  'contest.startsOn': 'Starts on {date}',
  'contest.endedOn': 'The contest ended on {date}',
  'contest.prizesTitle': 'Prizes',
  'contest.place': 'Place {place}',
  'contest.howTitle': 'How to take part',
  'contest.step1':
    'Exchange as usual: every claim completed during the contest counts, made as a guest or from your account.',
  'contest.step2':
    'Volume is counted in US dollars at the rate of the moment the claim was created; claims of one e-mail or account add up.',
  'contest.step3':
    'Places are taken from the leaderboard when the contest ends; an operator contacts the winners by e-mail.',
  'contest.boardTitle': 'Leaderboard',
  'contest.boardHint': 'Volume of completed exchanges in {currency}; participants’ e-mails are hidden.',
  'contest.updatedAt': 'Updated {time}.',
  'contest.col.place': 'Place',
  'contest.col.participant': 'Participant',
  'contest.col.volume': 'Volume, {currency}',
  'contest.col.claims': 'Claims',
  'contest.col.prize': 'Prize',
  'contest.prizeLine': 'Prize: {prize}',
  'contest.emptyRunning':
    'Nobody has completed an exchange during the contest yet: be the first on the board.',
  'contest.emptyUpcoming': 'The leaderboard appears when the contest starts.',
  'contest.emptyFinished': 'No exchange was completed during the contest.',
};
