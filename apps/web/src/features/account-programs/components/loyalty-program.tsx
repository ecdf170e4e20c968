/**
 * The loyalty ("gift") programme: the user's level and course improvement, the way to the next
 * level as a progress bar, and the table of all levels with the current one marked.
 */
import { dec, type TLoyalty } from '@exchanger/core';
import { Alert, Button } from '@/components/ui';
import { formatMoney, trimZeros } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useLoyalty } from '../api/get-loyalty';
import { useT } from '@/lib/i18n/programs';
import '@/components/ui/data-list.css';
import '@/components/ui/panel.css';
import './account-programs.css';

/** Progress as a whole percent for the bar (the server's fraction is exact; this is only drawn). */
export function progressPercent(progress: string): number {
  const value = dec(progress).times(100).round(0, 0);
  return Math.min(100, Math.max(0, Number(value.toFixed())));
}

function Level({ loyalty }: { loyalty: TLoyalty }) {
  const t = useT();
  const percent = progressPercent(loyalty.progress);
  return (
    <div className="card panel gift-level" data-testid="gift-level">
      <p className="gift-level__label">{t('gift.current')}</p>
      <p className="gift-level__name" data-testid="gift-level-name">
        {loyalty.level.name}
      </p>
      <p className="gift-level__percent">
        {dec(loyalty.percent).gt(0)
          ? t('gift.percent', { percent: trimZeros(loyalty.percent) })
          : t('gift.noPercent')}
      </p>
      <p className="muted">{t('gift.volume', { volume: formatMoney(loyalty.volume, loyalty.currency) })}</p>
      {loyalty.next ? (
        <div className="gift-progress">
          <div
            className="gift-progress__bar"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-label={t('gift.progressLabel', { level: loyalty.next.name })}
            data-testid="gift-progress"
          >
            <span className="gift-progress__fill" style={{ width: `${percent}%` }} />
          </div>
          <p className="gift-progress__text" data-testid="gift-remaining">
            {t('gift.remaining', {
              amount: formatMoney(loyalty.remaining, loyalty.currency),
              level: loyalty.next.name,
              percent: trimZeros(loyalty.next.percent),
            })}
          </p>
        </div>
      ) : (
        <p className="gift-progress__text" data-testid="gift-top">
          {t('gift.top')}
        </p>
      )}
    </div>
  );
}

function Levels({ loyalty }: { loyalty: TLoyalty }) {
  const t = useT();
  return (
    <section className="card panel" aria-labelledby="gift-levels-title">
      <h2 className="section-title" id="gift-levels-title">
        {t('gift.levelsTitle')}
      </h2>
      <p className="muted">{t('gift.levelsText')}</p>
      <table className="data-table gift-table" data-testid="gift-levels">
        <thead>
          <tr>
            <th scope="col">{t('gift.level')}</th>
            <th scope="col">{t('gift.from')}</th>
            <th scope="col">{t('gift.improvement')}</th>
          </tr>
        </thead>
        <tbody>
          {loyalty.levels.map((level) => {
            const current = level.minVolume === loyalty.level.minVolume;
            return (
              <tr
                key={level.minVolume}
                className={current ? 'gift-table__current' : undefined}
                aria-current={current ? 'true' : undefined}
                data-testid="gift-level-row"
              >
                <th scope="row">
                  {level.name}
                  {current ? <span className="gift-table__mark">{t('gift.yours')}</span> : null}
                </th>
                <td>{formatMoney(level.minVolume, loyalty.currency)}</td>
                <td>{dec(level.percent).gt(0) ? `+${trimZeros(level.percent)} %` : '—'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

export function LoyaltyProgram() {
  const t = useT();
  const locale = useLocale();
  const loyalty = useLoyalty(locale);

  if (loyalty.isError && !loyalty.data) {
    return (
      <Alert tone="error" testId="gift-error">
        <p>{t('gift.loadFailed')}</p>
        <div>
          <Button color="gray" onClick={() => void loyalty.refetch()}>
            {t('referral.retry')}
          </Button>
        </div>
      </Alert>
    );
  }
  if (!loyalty.data) {
    return (
      <div aria-busy="true">
        <p className="sr-only" role="status">
          {t('gift.loading')}
        </p>
        <div className="card panel" aria-hidden="true">
          <span className="skeleton" style={{ width: '30%', height: 16 }} />
          <span className="skeleton" style={{ width: '50%', height: 28 }} />
          <span className="skeleton" style={{ height: 12 }} />
        </div>
      </div>
    );
  }
  return (
    <div className="panel-stack" data-testid="gift-program">
      <Level loyalty={loyalty.data} />
      <Levels loyalty={loyalty.data} />
    </div>
  );
}
