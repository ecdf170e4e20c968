/**
 * The chains the payment watchers read (docs/payments.md): for each, the currencies watched on it,
 * whether the server has its node, the node's height and the last block scanned, the lag between
 * them, when it was last scanned, and whether it stalled (its currencies then take no new claims)
 * with the last error. Reloads every 30 seconds.
 */
import type { TAdminChainHealth } from '@exchanger/core';
import { AdminTable, DeskList, deskTime, ListSummary } from '@/components/desk';
import { useLocale } from '@/lib/i18n';
import { useT } from '@/lib/i18n/admin';
import { useChains } from '../api/get-chains';
import './catalogue.css';

const height = (value: number | null) => (value === null ? '—' : String(value));

function ChainRow({ chain }: { chain: TAdminChainHealth }) {
  const t = useT();
  const locale = useLocale();
  return (
    <tr
      className="admin-table__row"
      data-testid="chain-row"
      data-chain={chain.chain}
      data-stalled={chain.stalled ? 'true' : 'false'}
    >
      <td className="admin-mono admin-strong">{chain.chain}</td>
      <td data-testid="chain-state">
        {chain.stalled ? (
          <span className="admin-flag admin-flag--danger">{t('admin.chains.stalled')}</span>
        ) : (
          <span className="admin-flag admin-flag--success">{t('admin.chains.ok')}</span>
        )}
      </td>
      <td className="admin-break" data-testid="chain-currencies">
        {chain.currencies.length > 0 ? chain.currencies.join(', ') : <span className="muted">—</span>}
      </td>
      <td data-testid="chain-node">
        {chain.nodeConfigured ? (
          <span className="admin-flag admin-flag--success">{t('admin.chains.nodeSet')}</span>
        ) : (
          <span className="admin-flag admin-flag--danger">{t('admin.chains.nodeMissing')}</span>
        )}
      </td>
      <td className="admin-number admin-optional" data-testid="chain-tip">
        {height(chain.tipHeight)}
      </td>
      <td className="admin-number" data-testid="chain-height">
        {height(chain.height)}
      </td>
      <td className="admin-number" data-testid="chain-lag">
        {height(chain.lag)}
      </td>
      <td className="admin-nowrap" data-testid="chain-scanned">
        {chain.scannedAt === null ? '—' : deskTime(chain.scannedAt, locale)}
      </td>
      <td className="admin-break" data-testid="chain-error">
        {chain.error ? (
          <span className="admin-mono admin-error-text">{chain.error}</span>
        ) : (
          <span className="muted">—</span>
        )}
      </td>
    </tr>
  );
}

export function ChainsDesk() {
  const t = useT();
  const locale = useLocale();
  const chains = useChains(locale);
  const data = chains.data;
  const stalled = data?.filter((chain) => chain.stalled).length ?? 0;
  return (
    <section className="admin-stack" aria-busy={chains.isFetching} data-testid="chains-desk">
      <ListSummary
        testId="chains-summary"
        parts={
          data && [
            t('admin.chains.total', { count: data.length }),
            stalled > 0 ? (
              <span className="admin-warn">{t('admin.chains.stalledCount', { count: stalled })}</span>
            ) : null,
            t('admin.catalogue.autoUpdate'),
          ]
        }
      />
      <DeskList
        query={chains}
        isEmpty={(list) => list.length === 0}
        empty={t('admin.chains.empty')}
        errorTestId="chains-error"
        emptyTestId="chains-empty"
      >
        {(list) => (
          <AdminTable
            testId="chains-table"
            columns={[
              'admin.chains.chain',
              'admin.chains.state',
              'admin.chains.currencies',
              'admin.chains.node',
              { label: 'admin.chains.tip', className: 'admin-number admin-optional' },
              { label: 'admin.chains.height', className: 'admin-number' },
              { label: 'admin.chains.lag', className: 'admin-number' },
              'admin.chains.scannedAt',
              'admin.chains.error',
            ]}
          >
            {list.map((chain) => (
              <ChainRow key={chain.chain} chain={chain} />
            ))}
          </AdminTable>
        )}
      </DeskList>
      {data && stalled > 0 ? <p className="admin-sub">{t('admin.chains.stalledHint')}</p> : null}
    </section>
  );
}
