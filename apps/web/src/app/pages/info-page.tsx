/**
 * The `info` page group: the public information pages. Each route with content of its own has its
 * page here, chosen by route name; any other route of the group shows its title and lead from the
 * route table until it gets a page.
 */
import type { ComponentType } from 'react';
import { useRouteHandle } from '../route-handle';
import { FaqPage } from './faq-page';
import { NewsArticlePage } from './news-article-page';
import { NewsPage } from './news-page';
import { PageIntro } from './page-intro';
import { PartnersMonitoringPage } from './partners-monitoring-page';
import { PartnersPage } from './partners-page';
import { PartnersUsersPage } from './partners-users-page';
import { TextPage } from './text-page';

const PAGES: Record<string, ComponentType> = {
  rules: () => <TextPage pageKey="rules" />,
  aml: () => <TextPage pageKey="aml" />,
  faq: FaqPage,
  news: NewsPage,
  'news-slug': NewsArticlePage,
  partners: PartnersPage,
  'partners-monitoring': PartnersMonitoringPage,
  'partners-users': PartnersUsersPage,
};

export default function InfoPage() {
  const name = useRouteHandle()?.route?.name;
  const Page = name === undefined ? undefined : PAGES[name];
  if (Page) return <Page />;
  return (
    <div className="container page">
      <PageIntro />
    </div>
  );
}
