/**
 * The user's promocodes: each with its course improvement, uses left and expiry, a copy button
 * and a link that opens the exchange screen with the code filled in.
 */
import type { TPromocode } from '@exchanger/core';
import { ButtonLink, CopyButton, ListState, LoadFailed } from '@/components/ui';
import { formatDateTime, trimZeros } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useMyPromocodes } from '../api/get-my-promocodes';
import { useT } from '@/lib/i18n/programs';
import '@/components/ui/data-list.css';
import '@/components/ui/panel.css';
import './account-programs.css';

export interface TPromocodesListProps {
  /** The exchange screen with the code filled in (`/?promocode=CODE`). */
  exchangeHref: (code: string) => string;
}

function PromocodeCard({ promocode, href }: { promocode: TPromocode; href: string }) {
  const t = useT();
  const locale = useLocale();
  return (
    <li className="card promo-card" data-testid="promocode" data-code={promocode.code}>
      <div className="promo-card__head">
        <code className="promo-card__code">{promocode.code}</code>
        <span className="promo-card__percent">
          {t('promocodes.percent', { percent: trimZeros(promocode.percent) })}
        </span>
      </div>
      <dl className="fact-list promo-card__facts">
        <div>
          <dt>{t('promocodes.usesLeft')}</dt>
          <dd>{promocode.usesLeft === null ? t('promocodes.unlimited') : String(promocode.usesLeft)}</dd>
        </div>
        <div>
          <dt>{t('promocodes.expires')}</dt>
          <dd>
            {promocode.expiresAt === null
              ? t('promocodes.noExpiry')
              : formatDateTime(promocode.expiresAt, locale)}
          </dd>
        </div>
      </dl>
      <div className="action-row">
        <CopyButton value={promocode.code} label={t('promocodes.copyLabel', { code: promocode.code })} />
        <ButtonLink to={href} color="green" data-testid="promocode-use">
          {t('promocodes.use')}
        </ButtonLink>
      </div>
    </li>
  );
}

export function PromocodesList({ exchangeHref }: TPromocodesListProps) {
  const t = useT();
  const locale = useLocale();
  const promocodes = useMyPromocodes(locale);

  return (
    <ListState
      query={promocodes}
      failed={
        <LoadFailed
          text={t('promocodes.loadFailed')}
          retry={t('referral.retry')}
          onRetry={() => void promocodes.refetch()}
          testId="promocodes-error"
        />
      }
      loading={
        <div aria-busy="true">
          <p className="sr-only" role="status">
            {t('promocodes.loading')}
          </p>
          <div className="card panel" aria-hidden="true">
            <span className="skeleton" style={{ width: '35%', height: 22 }} />
            <span className="skeleton" style={{ width: '60%', height: 16 }} />
          </div>
        </div>
      }
      isEmpty={(list) => list.length === 0}
      empty={
        <div className="card programs-empty" data-testid="promocodes-empty">
          <p className="programs-empty__title">{t('promocodes.empty')}</p>
          <p className="muted">{t('promocodes.emptyHint')}</p>
        </div>
      }
    >
      {(list) => (
        <ul className="plain-list promo-list" data-testid="promocodes-list">
          {list.map((promocode) => (
            <PromocodeCard key={promocode.code} promocode={promocode} href={exchangeHref(promocode.code)} />
          ))}
        </ul>
      )}
    </ListState>
  );
}
