/**
 * The state of the hash chains over the audit log and the claim events (decision 023): intact,
 * with the rows checked, or broken at a named row. Checked when the screen opens and on demand.
 */
import type { TChainState } from '@exchanger/core';
import { deskTime, LoadError } from '@/components/desk';
import { Alert, Button } from '@/components/ui';
import { useLocale } from '@/lib/i18n';
import { useT, type TMessageKey } from '@/lib/i18n/admin';
import { useAuditChain } from '../api/get-audit-chain';

const TABLE_LABEL: Record<'auditLog' | 'claimEvents', TMessageKey> = {
  auditLog: 'admin.auditChain.auditLog',
  claimEvents: 'admin.auditChain.claimEvents',
};

const PROBLEM_LABEL: Record<NonNullable<TChainState['firstBroken']>['problem'], TMessageKey> = {
  hash: 'admin.auditChain.problem.hash',
  link: 'admin.auditChain.problem.link',
  missing: 'admin.auditChain.problem.missing',
  unchained: 'admin.auditChain.problem.unchained',
};

export function AuditChainState() {
  const t = useT();
  const locale = useLocale();
  const chain = useAuditChain(locale);
  const recheck = (
    <Button
      color="gray"
      onClick={() => void chain.refetch()}
      disabled={chain.isFetching}
      data-testid="audit-chain-recheck"
    >
      {t('admin.auditChain.recheck')}
    </Button>
  );

  if (chain.isError)
    return <LoadError error={chain.error} onRetry={() => void chain.refetch()} testId="audit-chain-error" />;
  if (!chain.data)
    return (
      <p className="muted" data-testid="audit-chain" data-state="checking">
        {t('admin.auditChain.checking')}
      </p>
    );

  const { auditLog, claimEvents, checkedAt } = chain.data;
  const states = { auditLog, claimEvents };
  const broken = (['auditLog', 'claimEvents'] as const).filter((key) => !states[key].ok);
  const when = deskTime(checkedAt, locale);
  return (
    <section
      data-testid="audit-chain"
      data-state={broken.length ? 'broken' : 'intact'}
      aria-busy={chain.isFetching}
    >
      {broken.length === 0 ? (
        <Alert tone="success" title={t('admin.auditChain.intact')}>
          <p>
            {t('admin.auditChain.intactText', {
              auditLog: auditLog.rows,
              claimEvents: claimEvents.rows,
              when,
            })}
          </p>
          {recheck}
        </Alert>
      ) : (
        <Alert tone="error" title={t('admin.auditChain.broken')}>
          {broken.map((key) => {
            const at = states[key].firstBroken;
            return (
              <p key={key} data-testid="audit-chain-break">
                {t('admin.auditChain.brokenAt', {
                  table: t(TABLE_LABEL[key]),
                  id: at?.id ?? 0,
                  rows: states[key].rows,
                })}{' '}
                {at ? t(PROBLEM_LABEL[at.problem]) : null}
              </p>
            );
          })}
          <p className="muted">{t('admin.auditChain.brokenHint', { when })}</p>
          {recheck}
        </Alert>
      )}
    </section>
  );
}
