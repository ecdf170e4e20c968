import { formatDecimal, trimZeros } from '@/lib/format';
import { useT } from '@/lib/i18n';
import type { TExchangeForm } from '../hooks/use-exchange-form';
import { courseText } from '../utils/course';
import { NoticeButtons } from './notice-modal';

/** Why the pair cannot be exchanged, if so, then the course, the reserve and the bonus. */
export function ExchangeSummary({ state }: { state: TExchangeForm }) {
  const t = useT();
  const { pair } = state;
  const notices = state.notices.notices;
  const bonus = pair && pair.bonus !== '0' && !/^0(\.0+)?$/.test(pair.bonus) ? trimZeros(pair.bonus) : null;
  return (
    <div className="exchange__summary" aria-live="polite">
      {state.pairState === 'unavailable' ? (
        <p className="exchange__warning" role="status" data-testid="pair-unavailable">
          {t('exchange.pairUnavailable')}
        </p>
      ) : state.pairState === 'untradable' ? (
        <p className="exchange__warning" role="status" data-testid="pair-unavailable">
          {t('exchange.pairUntradable')}
        </p>
      ) : null}
      <dl className="exchange__facts">
        <div className="exchange__fact">
          <dt>{t('exchange.course')}</dt>
          <dd data-testid="course">
            {pair ? (
              courseText({ ...pair, course: state.terms?.course ?? pair.course })
            ) : (
              <span className="skeleton skeleton--text" style={{ width: 140 }} />
            )}
          </dd>
          <NoticeButtons notices={notices} place="global" onOpen={state.notices.reopen} />
        </div>
        <div className="exchange__fact">
          <dt>{t('exchange.reserve')}</dt>
          <dd data-testid="reserve">
            {state.reserve !== null && pair ? (
              `${formatDecimal(state.reserve)} ${pair.to.currency}`
            ) : (
              <span className="skeleton skeleton--text" style={{ width: 110 }} />
            )}
          </dd>
        </div>
        {bonus ? (
          <div className="exchange__fact exchange__fact--bonus">
            <dt>{t('exchange.bonus')}</dt>
            <dd data-testid="bonus">+{bonus}%</dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}
