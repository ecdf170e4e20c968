/**
 * The exchange volume contest: its title and rules, the period with a live countdown to the start
 * or the end, the prizes by place, and the leaderboard of completed volume (e-mails masked by the
 * server). Without a contest it says so and where news of the next one appears.
 */
import { contestPhase, type TContestBoard, type TContestPhase } from '@exchanger/core';
import { useEffect, useState } from 'react';
import { Alert, Button, ButtonLink, StatusBadge, Steps } from '@/components/ui';
import { formatDate, formatDateTime, formatDecimal, formatMoney } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useDisplayTimeZone, useHydrated } from '@/lib/hydrated';
import { useContestBoard } from '../api/get-contest-board';
import { splitTimeLeft } from '../utils/time-left';
import { useT, type TMessageKey } from '@/lib/i18n/contest';
import './contest.css';

type TContest = NonNullable<TContestBoard['contest']>;

const PHASE_LABEL: Record<TContestPhase, TMessageKey> = {
  upcoming: 'contest.phase.upcoming',
  running: 'contest.phase.running',
  finished: 'contest.phase.finished',
};

/** The clock of the page: ticks every second while something counts down. */
function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}

function TimeLeft({ until, now }: { until: string; now: number }) {
  const t = useT();
  // The server's second is not the browser's: the clock shows once the page is hydrated, so
  // that the first render matches the server's markup (docs/decisions/034-server-rendering.md).
  const hydrated = useHydrated();
  const { days, time } = splitTimeLeft(Date.parse(until) - now);
  return (
    <time
      className="contest-clock__value"
      dateTime={until}
      role="timer"
      aria-live="off"
      data-testid="contest-countdown"
    >
      {!hydrated ? '\u00a0' : days > 0 ? t('contest.daysAndTime', { days, time }) : time}
    </time>
  );
}

function Period({ contest, phase, now }: { contest: TContest; phase: TContestPhase; now: number }) {
  const t = useT();
  const locale = useLocale();
  const timeZone = useDisplayTimeZone();
  const period = t('contest.period', {
    start: formatDate(contest.startsAt, locale, timeZone),
    end: formatDate(contest.endsAt, locale, timeZone),
  });
  return (
    <div className="contest-clock" data-testid="contest-period">
      <p className="contest-clock__period">{period}</p>
      {phase === 'finished' ? (
        <p className="contest-clock__label" data-testid="contest-ended">
          {t('contest.endedOn', { date: formatDateTime(contest.endsAt, locale, 'medium', timeZone) })}
        </p>
      ) : (
        <>
          <p className="contest-clock__label">
            {phase === 'running' ? t('contest.untilEnd') : t('contest.untilStart')}
          </p>
          <TimeLeft until={phase === 'running' ? contest.endsAt : contest.startsAt} now={now} />
          <p className="contest-clock__date muted" data-testid="contest-ends">
            {phase === 'running'
              ? t('contest.endsOn', { date: formatDateTime(contest.endsAt, locale, 'medium', timeZone) })
              : t('contest.startsOn', { date: formatDateTime(contest.startsAt, locale, 'medium', timeZone) })}
          </p>
        </>
      )}
    </div>
  );
}

function Prizes({ contest }: { contest: TContest }) {
  const t = useT();
  if (contest.prizes.length === 0) return null;
  return (
    <section className="card contest-section" aria-labelledby="contest-prizes-title">
      <h2 className="section-title" id="contest-prizes-title">
        {t('contest.prizesTitle')}
      </h2>
      <ol className="contest-prizes" data-testid="contest-prizes">
        {contest.prizes.map((prize) => (
          <li key={prize.place} className="contest-prize" data-place={prize.place}>
            <span className="contest-prize__place">{t('contest.place', { place: prize.place })}</span>
            <span className="contest-prize__amount">{formatMoney(prize.amount, prize.currency)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

function Leaderboard({
  board,
  phase,
  homeHref,
}: {
  board: TContestBoard;
  phase: TContestPhase;
  homeHref: string;
}) {
  const t = useT();
  const locale = useLocale();
  const timeZone = useDisplayTimeZone();
  const empty: Record<TContestPhase, TMessageKey> = {
    upcoming: 'contest.emptyUpcoming',
    running: 'contest.emptyRunning',
    finished: 'contest.emptyFinished',
  };
  return (
    <section className="card contest-section" aria-labelledby="contest-board-title">
      <div className="contest-section__head">
        <h2 className="section-title" id="contest-board-title">
          {t('contest.boardTitle')}
        </h2>
        <p className="muted contest-section__hint">
          {t('contest.boardHint', { currency: board.currency })}{' '}
          {board.leaderboard.length > 0
            ? t('contest.updatedAt', { time: formatDateTime(board.computedAt, locale, 'medium', timeZone) })
            : null}
        </p>
      </div>
      {board.leaderboard.length === 0 ? (
        <div className="contest-empty-board" data-testid="contest-board-empty">
          <p>{t(empty[phase])}</p>
          {phase === 'running' ? (
            <div>
              <ButtonLink to={homeHref} color="green">
                {t('contest.toExchange')}
              </ButtonLink>
            </div>
          ) : null}
        </div>
      ) : (
        <div className="contest-table-wrap">
          <table className="contest-table" data-testid="contest-board">
            <thead>
              <tr>
                <th scope="col">{t('contest.col.place')}</th>
                <th scope="col">{t('contest.col.participant')}</th>
                <th scope="col" className="contest-table__num">
                  {t('contest.col.volume', { currency: board.currency })}
                </th>
                <th scope="col" className="contest-table__num contest-table__claims">
                  {t('contest.col.claims')}
                </th>
                <th scope="col" className="contest-table__num contest-table__prize">
                  {t('contest.col.prize')}
                </th>
              </tr>
            </thead>
            <tbody>
              {board.leaderboard.map((leader) => (
                <tr key={leader.place} data-testid="contest-leader" data-place={leader.place}>
                  <td>
                    <span className="contest-table__place">{leader.place}</span>
                  </td>
                  <td className="contest-table__who">
                    {leader.participant}
                    {leader.prize ? (
                      <span className="contest-table__prize-line" aria-hidden="true">
                        {t('contest.prizeLine', {
                          prize: formatMoney(leader.prize.amount, leader.prize.currency),
                        })}
                      </span>
                    ) : null}
                  </td>
                  <td className="contest-table__num">{formatDecimal(leader.volume)}</td>
                  <td className="contest-table__num contest-table__claims">{leader.claims}</td>
                  <td className="contest-table__num contest-table__prize">
                    {leader.prize ? formatMoney(leader.prize.amount, leader.prize.currency) : '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function HowTo() {
  const t = useT();
  const steps: TMessageKey[] = ['contest.step1', 'contest.step2', 'contest.step3'];
  return (
    <section className="card contest-section" aria-labelledby="contest-how-title">
      <h2 className="section-title" id="contest-how-title">
        {t('contest.howTitle')}
      </h2>
      <Steps items={steps.map((key) => t(key))} />
    </section>
  );
}

export interface TContestBoardProps {
  /** The exchange screen. */
  homeHref: string;
  /** Where the next contest will be announced. */
  newsHref: string;
}

export function ContestBoard({ homeHref, newsHref }: TContestBoardProps) {
  const t = useT();
  const locale = useLocale();
  const board = useContestBoard(locale);
  const contest = board.data?.contest ?? null;
  // The phase follows the clock on the page, so the countdown turns into "ended" on time.
  const now = useNow(contest !== null);

  if (board.isPending) {
    return (
      <div className="contest-skeleton" aria-busy="true" data-testid="contest-loading">
        <span className="sr-only">{t('contest.loading')}</span>
        <span className="skeleton contest-skeleton__hero" />
        <span className="skeleton contest-skeleton__board" />
      </div>
    );
  }
  if (board.isError) {
    return (
      <Alert tone="error" testId="contest-error">
        <p>{t('contest.loadFailed')}</p>
        <div>
          <Button color="gray" onClick={() => void board.refetch()}>
            {t('contest.retry')}
          </Button>
        </div>
      </Alert>
    );
  }
  if (!contest) {
    return (
      <section className="card contest-none" data-testid="contest-none">
        <h2 className="section-title">{t('contest.noneTitle')}</h2>
        <p className="muted">{t('contest.noneText')}</p>
        <div className="contest-none__actions">
          <ButtonLink to={newsHref} color="green">
            {t('contest.toNews')}
          </ButtonLink>
          <ButtonLink to={homeHref} color="transparent">
            {t('contest.toExchange')}
          </ButtonLink>
        </div>
      </section>
    );
  }
  const phase = contestPhase(contest, now);
  return (
    <div className="contest" data-testid="contest" data-phase={phase}>
      <section className="card contest-hero" aria-labelledby="contest-title">
        <div className="contest-hero__text">
          <span className={`contest-phase contest-phase--${phase}`} data-testid="contest-phase">
            <StatusBadge>{t(PHASE_LABEL[phase])}</StatusBadge>
          </span>
          <h2 className="contest-hero__title" id="contest-title" data-testid="contest-title">
            {contest.title}
          </h2>
          {contest.description ? <p className="contest-hero__description">{contest.description}</p> : null}
        </div>
        <Period contest={contest} phase={phase} now={now} />
      </section>
      <div className="contest-columns">
        <Prizes contest={contest} />
        <HowTo />
      </div>
      <Leaderboard board={board.data} phase={phase} homeHref={homeHref} />
    </div>
  );
}
