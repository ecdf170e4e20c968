/**
 * What waits for a second administrator (decision 024): each proposal's kind, amount and currency,
 * who proposed it and when, and what it would do. Another administrator approves it (it runs now,
 * as him) or rejects it with a reason; the proposer sees "waiting for another administrator" and
 * may only cancel it.
 */
import type { TApproval, TApprovalStatus } from '@exchanger/core';
import {
  ActionDialog,
  AdminTable,
  deskTime,
  Notice,
  PagedList,
  ReasonDialog,
  useDeskDialog,
  useOtpStep,
} from '@/components/desk';
import { Button, SelectField } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { formatDecimal } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useT } from '@/lib/i18n/admin';
import { useApproveApproval } from '../api/approve-approval';
import { useCancelApproval } from '../api/cancel-approval';
import { useApprovals } from '../api/get-approvals';
import { APPROVALS_PAGE_SIZE } from '../api/keys';
import { useRejectApproval } from '../api/reject-approval';
import {
  APPROVAL_FILTER_STATUSES,
  APPROVAL_KIND_LABEL,
  APPROVAL_STATUS_LABEL,
  APPROVAL_STATUS_TONE,
} from '../utils/labels';

export interface TApprovalsView {
  page: number;
  /** null: every status. */
  status: TApprovalStatus | null;
}

export interface TApprovalsDeskProps extends TApprovalsView {
  onChange: (next: TApprovalsView) => void;
  /** The signed-in administrator: his own proposals can only be cancelled. */
  meId: number;
  /** The page of what a proposal acts on (a currency, a claim), or null. */
  targetHref: (proposal: TApproval) => string | null;
}

type TDecision = 'approve' | 'reject' | 'cancel';

const amountOf = (p: TApproval) => `${formatDecimal(p.amount)} ${p.currency.ticker}`;

export function ApprovalsDesk({ page, status, onChange, meId, targetHref }: TApprovalsDeskProps) {
  const t = useT();
  const locale = useLocale();
  const query = useApprovals({ page, size: APPROVALS_PAGE_SIZE, status }, locale);
  const desk = useDeskDialog<{ proposal: TApproval; decision: TDecision }>();

  return (
    <section className="admin-stack" aria-busy={query.isFetching} data-testid="approvals-desk">
      <p className="admin-lead">{t('admin.approvals.lead')}</p>
      <div className="admin-filters admin-filters--single card">
        <SelectField
          label={t('admin.approvals.statusFilter')}
          options={[
            ...APPROVAL_FILTER_STATUSES.map((value) => ({ value, label: t(APPROVAL_STATUS_LABEL[value]) })),
            { value: 'all', label: t('admin.approvals.all') },
          ]}
          value={status ?? 'all'}
          onChange={(event) => {
            const next = event.target.value;
            onChange({ page: 1, status: APPROVAL_FILTER_STATUSES.find((s) => s === next) ?? null });
          }}
          testId="approvals-status"
        />
      </div>
      <Notice notice={desk.notice} testId="approvals-notice" />
      <PagedList
        query={query}
        page={page}
        size={APPROVALS_PAGE_SIZE}
        onPage={(next) => onChange({ page: next, status })}
        pagerTestId="approvals-pager"
        empty={status === 'pending' ? t('admin.approvals.emptyPending') : t('admin.approvals.empty')}
        errorTestId="approvals-error"
        emptyTestId="approvals-empty"
      >
        {(list) => (
          <AdminTable
            testId="approvals-table"
            columns={[
              'admin.approvals.proposed',
              'admin.approvals.kind',
              'admin.approvals.amount',
              'admin.approvals.details',
              'admin.approvals.status',
              { label: 'admin.users.actions', hidden: true },
            ]}
          >
            {list.results.map((p) => (
              <ApprovalRow
                key={p.id}
                proposal={p}
                isOwn={p.proposedBy.id === meId}
                href={targetHref(p)}
                locale={locale}
                onDecide={(decision) => desk.open({ proposal: p, decision })}
              />
            ))}
          </AdminTable>
        )}
      </PagedList>

      {desk.dialog ? (
        <DecisionDialog
          proposal={desk.dialog.proposal}
          decision={desk.dialog.decision}
          onClose={desk.close}
          onDone={(decision, p) => desk.done(t(`admin.approvals.done.${decision}`, { amount: amountOf(p) }))}
          onConflict={desk.refused}
        />
      ) : null}
    </section>
  );
}

function ApprovalRow({
  proposal: p,
  isOwn,
  href,
  locale,
  onDecide,
}: {
  proposal: TApproval;
  isOwn: boolean;
  href: string | null;
  locale: 'ru' | 'en';
  onDecide: (decision: TDecision) => void;
}) {
  const t = useT();
  return (
    <tr className="admin-table__row" data-testid="approval-row" data-approval-id={p.id}>
      <td className="admin-nowrap">
        {deskTime(p.proposedAt, locale)}
        <span className="admin-sub admin-break" data-testid="approval-proposer">
          {p.proposedBy.email}
        </span>
      </td>
      <td>{t(APPROVAL_KIND_LABEL[p.kind])}</td>
      <td className="admin-nowrap">
        <span className="admin-amount" data-testid="approval-amount">
          {formatDecimal(p.amount)}
        </span>
        <span className="admin-sub">{p.currency.code}</span>
      </td>
      <td className="admin-break" data-testid="approval-details">
        <ApprovalDetails proposal={p} href={href} />
      </td>
      <td>
        <span
          className={`admin-flag admin-flag--${APPROVAL_STATUS_TONE[p.status]}`}
          data-testid="approval-status"
        >
          {t(APPROVAL_STATUS_LABEL[p.status])}
        </span>
        {p.decidedBy ? <span className="admin-sub">{p.decidedBy.email}</span> : null}
        {p.reason ? <span className="admin-sub">{p.reason}</span> : null}
      </td>
      <td>
        {p.status !== 'pending' ? null : isOwn ? (
          <div className="admin-row-actions">
            <span className="admin-sub" data-testid="approval-waiting">
              {t('admin.approvals.waitingForOther')}
            </span>
            <Button color="transparent" onClick={() => onDecide('cancel')} data-testid="approval-cancel">
              {t('admin.approvals.cancel')}
            </Button>
          </div>
        ) : (
          <div className="admin-row-actions">
            <Button color="green" onClick={() => onDecide('approve')} data-testid="approval-approve">
              {t('admin.approvals.approve')}
            </Button>
            <Button color="red" onClick={() => onDecide('reject')} data-testid="approval-reject">
              {t('admin.approvals.reject')}
            </Button>
          </div>
        )}
      </td>
    </tr>
  );
}

/** What the proposal would do, with the reason its proposer gave. */
function ApprovalDetails({ proposal: p, href }: { proposal: TApproval; href: string | null }) {
  const t = useT();
  const what =
    p.kind === 'reserve'
      ? p.payload.reserve !== undefined
        ? t('admin.approvals.details.reserve', {
            code: p.currency.code,
            reserve: `${formatDecimal(p.payload.reserve)} ${p.currency.ticker}`,
          })
        : t('admin.approvals.details.reserveDelta', {
            code: p.currency.code,
            delta: `${(p.payload.delta ?? '0').startsWith('-') ? '' : '+'}${formatDecimal(p.payload.delta ?? '0')} ${p.currency.ticker}`,
          })
      : p.kind === 'refund'
        ? t('admin.approvals.details.refund', { id: p.target.slice(0, 8) })
        : t('admin.approvals.details.withdrawal', { id: p.target });
  return (
    <>
      {href ? <a href={href}>{what}</a> : <span>{what}</span>}
      {p.payload.reason ? <span className="admin-sub">{p.payload.reason}</span> : null}
    </>
  );
}

function DecisionDialog({
  proposal,
  decision,
  onClose,
  onDone,
  onConflict,
}: {
  proposal: TApproval;
  decision: TDecision;
  onClose: () => void;
  onDone: (decision: TDecision, proposal: TApproval) => void;
  onConflict: (detail: string) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const approve = useApproveApproval(locale);
  const reject = useRejectApproval(locale);
  const cancel = useCancelApproval(locale);
  // Approving moves money: a stale second factor asks for a fresh code (decision 022).
  const otp = useOtpStep('approval-dialog-otp');
  const lead = (
    <p data-testid="approval-lead">
      {t('admin.approvals.dialogLead', {
        kind: t(APPROVAL_KIND_LABEL[proposal.kind]),
        amount: amountOf(proposal),
        email: proposal.proposedBy.email,
      })}
    </p>
  );

  if (decision === 'reject')
    return (
      <ReasonDialog
        title={t('admin.approvals.reject')}
        lead={lead}
        submitLabel={t('admin.approvals.reject')}
        submitColor="red"
        hint={t('admin.approvals.rejectHint')}
        pending={reject.isPending}
        send={(reason, on) => reject.mutate({ id: proposal.id, body: { reason } }, on)}
        onClose={onClose}
        onDone={(p: TApproval) => onDone('reject', p)}
        onConflict={onConflict}
        testId="approval-dialog"
        reasonTestId="approval-reason"
      />
    );

  const mutation = decision === 'approve' ? approve : cancel;
  const submit = () => {
    // A refusal (decided meanwhile, the action no longer possible, one's own) closes the dialog
    // and stays on the desk in the server's words.
    const on = {
      onSuccess: (p: TApproval) => onDone(decision, p),
      onError: (e: unknown) => {
        if (decision === 'approve' && otp.handle(e)) return;
        onConflict(isApiError(e) ? e.detail : '');
      },
    };
    if (decision === 'approve') {
      if (!otp.check()) return;
      approve.mutate({ id: proposal.id, body: otp.extra() }, on);
    } else cancel.mutate({ id: proposal.id, body: {} }, on);
  };
  return (
    <ActionDialog
      title={decision === 'approve' ? t('admin.approvals.approve') : t('admin.approvals.cancel')}
      lead={lead}
      submitLabel={decision === 'approve' ? t('admin.approvals.approve') : t('admin.approvals.cancel')}
      submitColor={decision === 'approve' ? 'green' : 'red'}
      pending={mutation.isPending}
      alert={null}
      onSubmit={submit}
      onClose={onClose}
      testId="approval-dialog"
    >
      <p className="admin-sub">
        {decision === 'approve' ? t('admin.approvals.approveHint') : t('admin.approvals.cancelHint')}
      </p>
      {decision === 'approve' ? otp.field : null}
    </ActionDialog>
  );
}
