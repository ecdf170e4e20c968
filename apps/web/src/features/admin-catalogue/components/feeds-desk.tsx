/**
 * The rate feeds' health: fresh or stale (a stale feed's directions have no course and are not
 * offered), when each last answered and last failed, and its last error. Reloads every 30 seconds.
 */
import type { TAdminFeed } from '@exchanger/core';
import { AdminTable, DeskList, deskTime, ListSummary } from '@/components/desk';
import { useLocale } from '@/lib/i18n';
import { useT } from '@/lib/i18n/admin';
import { useFeeds } from '../api/get-feeds';
import './catalogue.css';

/** The feed has answered since its last error. */
function isRecovered(feed: TAdminFeed): boolean {
  return (
    feed.lastErrorAt !== null &&
    feed.lastSuccessAt !== null &&
    Date.parse(feed.lastSuccessAt) > Date.parse(feed.lastErrorAt)
  );
}

export function FeedsDesk() {
  const t = useT();
  const locale = useLocale();
  const feeds = useFeeds(locale);
  const data = feeds.data;
  const stale = data?.filter((feed) => !feed.fresh).length ?? 0;
  const time = (iso: string | null) => (iso === null ? '—' : deskTime(iso, locale));

  return (
    <section className="admin-stack" aria-busy={feeds.isFetching} data-testid="feeds-desk">
      <ListSummary
        testId="feeds-summary"
        parts={
          data && [
            t('admin.feeds.total', { count: data.length }),
            stale > 0 ? (
              <span className="admin-warn">{t('admin.feeds.staleCount', { count: stale })}</span>
            ) : null,
            t('admin.catalogue.autoUpdate'),
          ]
        }
      />
      <DeskList
        query={feeds}
        isEmpty={(list) => list.length === 0}
        empty={t('admin.feeds.empty')}
        errorTestId="feeds-error"
        emptyTestId="feeds-empty"
      >
        {(list) => (
          <AdminTable
            testId="feeds-table"
            columns={[
              'admin.feeds.feed',
              'admin.catalogue.state',
              'admin.feeds.lastSuccess',
              'admin.feeds.lastErrorAt',
              'admin.feeds.lastError',
            ]}
          >
            {list.map((feed) => (
              <tr
                key={feed.feedId}
                className="admin-table__row"
                data-testid="feed-row"
                data-feed-id={feed.feedId}
              >
                <td className="admin-mono admin-strong">{feed.feedId}</td>
                <td data-testid="feed-state">
                  {feed.fresh ? (
                    <span className="admin-flag admin-flag--success">{t('admin.feeds.fresh')}</span>
                  ) : (
                    <span className="admin-flag admin-flag--danger">{t('admin.feeds.stale')}</span>
                  )}
                </td>
                <td className="admin-nowrap">{time(feed.lastSuccessAt)}</td>
                <td className="admin-nowrap">{time(feed.lastErrorAt)}</td>
                <td className="admin-break">
                  {feed.lastError ? (
                    <>
                      <span className={`admin-mono${isRecovered(feed) ? ' muted' : ' admin-error-text'}`}>
                        {feed.lastError}
                      </span>
                      {isRecovered(feed) ? (
                        <span className="admin-sub">{t('admin.feeds.recovered')}</span>
                      ) : null}
                    </>
                  ) : (
                    <span className="muted">—</span>
                  )}
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </DeskList>
      {data && stale > 0 ? <p className="admin-sub">{t('admin.feeds.staleHint')}</p> : null}
    </section>
  );
}
