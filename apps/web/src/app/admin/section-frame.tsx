import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useLocale } from '@/lib/i18n';
import { useT, type TMessageKey } from '@/lib/i18n/admin';
import { adminPath, CATALOGUE_TABS, type TAdminSection, type TCatalogueTab } from '../paths';
import { useAdminTitle } from './use-admin-title';
import './page-frame.css';

/** A tab's count of what waits in it, shown as the navigation's badges are. */
export interface TTabBadge {
  count: number | null;
  label: TMessageKey;
  testId: string;
}

/** A section's heading and its tabs (each a page of its own, so a tab has an address). */
export function SectionFrame<T extends string>({
  section,
  title,
  tabs,
  tab,
  labels,
  tabsLabel,
  badges = {},
  children,
}: {
  section: TAdminSection;
  title: string;
  tabs: readonly T[];
  tab: T;
  labels: Record<T, TMessageKey>;
  tabsLabel: string;
  badges?: Partial<Record<T, TTabBadge>>;
  children: ReactNode;
}) {
  const t = useT();
  const locale = useLocale();
  useAdminTitle(`${t(labels[tab])} · ${title}`);
  return (
    <>
      <h1 className="admin-title">{title}</h1>
      <nav className="admin-tabs" aria-label={tabsLabel}>
        {tabs.map((item) => {
          const badge = badges[item];
          const badgeLabel = badge?.count ? t(badge.label, { count: badge.count }) : null;
          return (
            <NavLink
              key={item}
              to={adminPath(section, locale, item)}
              className="admin-tabs__link"
              data-testid={`${section}-tab-${item}`}
            >
              {t(labels[item])}
              {badge && badgeLabel ? (
                <span
                  className="admin-nav__badge admin-tabs__badge"
                  aria-label={badgeLabel}
                  title={badgeLabel}
                  data-testid={badge.testId}
                >
                  {badge.count}
                </span>
              ) : null}
            </NavLink>
          );
        })}
      </nav>
      {children}
    </>
  );
}

const CATALOGUE_TAB_LABEL: Record<TCatalogueTab, TMessageKey> = {
  currencies: 'admin.catalogue.tab.currencies',
  directions: 'admin.catalogue.tab.directions',
  feeds: 'admin.catalogue.tab.feeds',
};

/** The catalogue's heading and its tabs. */
export function CatalogueFrame({ tab, children }: { tab: TCatalogueTab; children: ReactNode }) {
  const t = useT();
  return (
    <SectionFrame
      section="catalogue"
      title={t('admin.nav.catalogue')}
      tabs={CATALOGUE_TABS}
      tab={tab}
      labels={CATALOGUE_TAB_LABEL}
      tabsLabel={t('admin.catalogue.tabs')}
    >
      {children}
    </SectionFrame>
  );
}
