import { localizePath, type TClaimCreated, type TLocale } from '@exchanger/core';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui';
import { runtimeConfig } from '@/config';
import { useSession } from '@/features/auth';
import { ExchangeScreen } from '@/features/exchange';
import { currentReferralCode } from '@/features/referral';
import { HydrateLater } from '@/lib/hydrate-later';
import { useLocale, useT, type TMessageKey } from '@/lib/i18n';
import { routePath } from '../paths';
import { PageIntro } from './page-intro';

const POINTS: { icon: string; title: TMessageKey; text: TMessageKey }[] = [
  { icon: 'M4 12h16M4 6h16M4 18h10', title: 'home.pointQuoteTitle', text: 'home.pointQuoteText' },
  {
    icon: 'M12 3v4m0 0a7 7 0 1 1 0 14 7 7 0 0 1 0-14Zm0 4v5l3 2',
    title: 'home.pointFixedTitle',
    text: 'home.pointFixedText',
  },
  {
    icon: 'M4 5h16v10H8l-4 4V5Zm4 4h8m-8 3h5',
    title: 'home.pointSupportTitle',
    text: 'home.pointSupportText',
  },
];

/** The support point names the chat only when the site loads one (issue 20). */
function pointText(key: TMessageKey): TMessageKey {
  return key === 'home.pointSupportText' && runtimeConfig.chat === null ? 'home.pointSupportTextNoChat' : key;
}

/** Where a created claim is shown: the server's `redirect` when it is a path of this site. */
export function claimRedirect(created: TClaimCreated, locale: TLocale): string {
  const { redirect } = created;
  if (redirect.startsWith('/') && !redirect.startsWith('//')) return redirect;
  return localizePath(`/claim/${created.id}`, locale);
}

/**
 * The home page: the exchange screen under the page title, then why to exchange here. A signed-in
 * user's e-mail is filled in; the kept referral code goes with the claim.
 */
export default function HomePage() {
  const locale = useLocale();
  const t = useT();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { user } = useSession();
  const [referralCode] = useState(() => currentReferralCode(`?${params.toString()}`));
  return (
    <div className="home">
      <section className="hero hero--exchange">
        <div className="container">
          <HydrateLater>
            <PageIntro className="page-intro page-intro--hero" />
          </HydrateLater>
          <HydrateLater>
            <ExchangeScreen
              // The start-up session check may finish after the form has started (always, on a
              // server-rendered page): the form keeps what the visitor did and takes the e-mail in.
              key={params.get('invoice') ?? ''}
              curFrom={params.get('cur_from') ?? ''}
              curTo={params.get('cur_to') ?? ''}
              amlHref={routePath('aml', locale)}
              rulesHref={routePath('rules', locale)}
              referralCode={referralCode}
              initialEmail={user?.email ?? ''}
              promocode={params.get('promocode') ?? ''}
              city={params.get('city') ?? ''}
              invoiceId={params.get('invoice') ?? ''}
              loggedIn={user !== null}
              onCreated={(created) => void navigate(claimRedirect(created, locale))}
              // The address names the chosen direction, so a reload or a shared link shows it.
              onDirectionChange={(curFrom, curTo) =>
                setParams(
                  (current) => {
                    const next = new URLSearchParams(current);
                    next.set('cur_from', curFrom);
                    if (curTo) next.set('cur_to', curTo);
                    else next.delete('cur_to');
                    return next;
                  },
                  { replace: true, preventScrollReset: true },
                )
              }
            />
          </HydrateLater>
        </div>
      </section>
      <HydrateLater>
        <section className="container points" aria-label={t('home.pointsLabel')}>
          <ul className="points__list">
            {POINTS.map((point) => (
              <li key={point.title} className="card point">
                <svg className="point__icon" viewBox="0 0 24 24" aria-hidden="true">
                  <path
                    d={point.icon}
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
                <h2 className="point__title">{t(point.title)}</h2>
                <p className="point__text">{t(pointText(point.text))}</p>
              </li>
            ))}
          </ul>
          <div className="hero__actions home__actions">
            <ButtonLink to={routePath('rules', locale)} color="green" size="large">
              {t('home.ctaRules')}
            </ButtonLink>
            <ButtonLink to={routePath('faq', locale)} color="transparent" size="large">
              {t('home.ctaFaq')}
            </ButtonLink>
          </div>
        </section>
      </HydrateLater>
    </div>
  );
}
