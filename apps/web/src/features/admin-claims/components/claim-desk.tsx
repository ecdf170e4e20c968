/**
 * A claim as the operator sees it: status, amounts, course, the client's requisites (masked until
 * "Show in full", which the server audits: docs/decisions/026-claim-link-and-masking.md), discounts,
 * referrer, payout reference, a watched claim's deposit address and payments on the chain, the event log and the uploaded documents, and the actions the state
 * machine allows now, each asking why — none on the operator's own claim, which says so. It reloads every few seconds; when another operator acted
 * first (409) the server's words are shown and the claim reloads.
 */
import type { TAdminClaim, TAdminClaimRequisites, TClaimStatus, TOperatorClaimAction } from '@exchanger/core';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ItemState, Notice, useDeskDialog } from '@/components/desk';
import { Button, CopyButton } from '@/components/ui';
import { formatDateTime, formatDecimal, formatMoney } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useT } from '@/lib/i18n/admin';
import { useAdminClaim } from '../api/get-admin-claim';
import { useRevealRequisites } from '../api/post-reveal-requisites';
import { ACTION_COLOR, ACTION_LABEL } from '../utils/labels';
import { ClaimActionDialog } from './claim-action-dialog';
import { ClaimDocuments } from './claim-documents';
import { ClaimEvents } from './claim-events';
import { ClaimPayments, hasChainPart } from './claim-payments';
import './claims.css';

export interface TClaimDeskProps {
  id: string;
  queueHref: string;
  /** The status badge (the claim feature's, composed by the page). */
  renderStatus: (status: TClaimStatus) => ReactNode;
  /** The claim's page on the site (what the client sees). */
  publicHref: string;
}

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="admin-facts__item">
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

function Requisites({ title, items }: { title: string; items: TAdminClaim['fromRequisites'] }) {
  const t = useT();
  return (
    <section className="admin-card card" aria-label={title}>
      <h3 className="admin-card__title">{title}</h3>
      {items.length === 0 ? (
        <p className="muted">{t('admin.claim.noRequisites')}</p>
      ) : (
        <dl className="admin-requisites">
          {items.map((item) => (
            <div key={item.name} className="admin-requisites__item" data-testid={`requisite-${item.name}`}>
              <dt>{item.label || item.name}</dt>
              <dd>
                <span className="admin-mono admin-break">{item.value}</span>
                {item.value ? <CopyButton value={item.value} label={item.label || item.name} /> : null}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

/** "Show in full": the requisites unmasked, once the server has written the reveal to the audit log. */
function RevealRequisites({
  id,
  onRevealed,
}: {
  id: string;
  onRevealed: (full: TAdminClaimRequisites) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const reveal = useRevealRequisites(id, locale);
  return (
    <div className="admin-reveal" data-testid="requisites-reveal">
      <p className="muted">{t('admin.claim.maskedHint')}</p>
      <Button
        color="gray"
        disabled={reveal.isPending}
        onClick={() => reveal.mutate(undefined, { onSuccess: onRevealed })}
        data-testid="requisites-show"
      >
        {reveal.isPending ? t('admin.claim.revealing') : t('admin.claim.reveal')}
      </Button>
      {reveal.isError ? (
        <p className="admin-error-text" role="alert" data-testid="requisites-reveal-error">
          {t('admin.claim.revealFailed')}
        </p>
      ) : null}
    </div>
  );
}

function Details({
  claim,
  renderStatus,
}: {
  claim: TAdminClaim;
  renderStatus: TClaimDeskProps['renderStatus'];
}) {
  const [revealed, setRevealed] = useState<{ id: string; full: TAdminClaimRequisites } | null>(null);
  const full = revealed?.id === claim.id ? revealed.full : null;
  const t = useT();
  const locale = useLocale();
  const date = (iso: string) => formatDateTime(iso, locale);
  return (
    <>
      <div className="admin-grid admin-grid--sides">
        <section className="admin-card card" aria-label={t('admin.claims.send')}>
          <p className="admin-card__label">{t('admin.claims.send')}</p>
          <p className="admin-card__amount" data-testid="claim-send">
            {formatMoney(claim.from.amount, claim.from.currency)}
          </p>
          <p className="admin-sub">{claim.from.name}</p>
        </section>
        <section className="admin-card card" aria-label={t('admin.claims.receive')}>
          <p className="admin-card__label">{t('admin.claims.receive')}</p>
          <p className="admin-card__amount" data-testid="claim-receive">
            {formatMoney(claim.to.amount, claim.to.currency)}
          </p>
          <p className="admin-sub">{claim.to.name}</p>
        </section>
      </div>

      <section className="admin-card card" aria-label={t('admin.claim.details')}>
        <dl className="admin-facts">
          <Fact label={t('admin.claim.status')}>{renderStatus(claim.status)}</Fact>
          <Fact label={t('admin.claim.course')} testId="claim-course">
            1 {claim.from.currency} = {formatDecimal(claim.course)} {claim.to.currency}
          </Fact>
          <Fact label={t('admin.claims.email')} testId="claim-email">
            <span className="admin-break">{claim.email}</span>
          </Fact>
          <Fact label={t('admin.claim.user')}>
            {claim.userId === null ? t('admin.claim.guest') : `#${claim.userId}`}
          </Fact>
          <Fact label={t('admin.claim.locale')}>{claim.locale}</Fact>
          <Fact label={t('admin.claims.created')}>{date(claim.createdAt)}</Fact>
          <Fact label={t('admin.claim.updated')}>{date(claim.updatedAt)}</Fact>
          <Fact label={t('admin.claim.expires')}>{date(claim.expiresAt)}</Fact>
          <Fact label={t('admin.claim.verification')}>
            {claim.verificationRequired ? t('admin.yes') : t('admin.no')}
          </Fact>
          <Fact label={t('admin.claim.promocode')}>
            {claim.promocode ? `${claim.promocode} (+${claim.promocodePercent} %)` : '—'}
          </Fact>
          <Fact label={t('admin.claim.loyalty')}>+{claim.loyaltyPercent} %</Fact>
          <Fact label={t('admin.claim.referrer')}>
            {claim.referrerId === null ? '—' : `#${claim.referrerId}`}
          </Fact>
          <Fact label={t('admin.claim.usdValue')}>
            {claim.usdValue === null ? '—' : formatMoney(claim.usdValue, 'USD')}
          </Fact>
          <Fact label={t('admin.claim.clientPaymentReference')} testId="claim-client-reference">
            <span className="admin-mono admin-break">{claim.clientPaymentReference ?? '—'}</span>
          </Fact>
          <Fact label={t('admin.claim.payoutReference')} testId="claim-payout">
            <span className="admin-mono admin-break">{claim.payoutReference ?? '—'}</span>
          </Fact>
        </dl>
      </section>

      {full ? (
        <p className="muted" data-testid="requisites-revealed">
          {t('admin.claim.revealed')}
        </p>
      ) : (
        <RevealRequisites id={claim.id} onRevealed={(value) => setRevealed({ id: claim.id, full: value })} />
      )}
      <div className="admin-grid admin-grid--sides">
        <Requisites
          title={t('admin.claim.fromRequisites')}
          items={full ? full.fromRequisites : claim.fromRequisites}
        />
        <Requisites
          title={t('admin.claim.toRequisites')}
          items={full ? full.toRequisites : claim.toRequisites}
        />
      </div>
    </>
  );
}

export function ClaimDesk({ id, queueHref, renderStatus, publicHref }: TClaimDeskProps) {
  const t = useT();
  const locale = useLocale();
  const claim = useAdminClaim(id, locale);
  const documentsTitleId = useId();
  const eventsTitleId = useId();
  const chainTitleId = useId();
  const desk = useDeskDialog<TOperatorClaimAction>();
  const acting = desk.dialog;
  const data = claim.data;

  const back = (
    <Link to={queueHref} className="admin-back" data-testid="claim-back">
      ← {t('admin.claim.back')}
    </Link>
  );

  if (!data) {
    return (
      <ItemState
        query={claim}
        back={back}
        notFound={{
          title: t('admin.claim.notFound'),
          text: t('admin.claim.notFoundText', { id }),
          testId: 'claim-not-found',
        }}
        loading={t('admin.claim.loading')}
        errorTestId="claim-error"
      />
    );
  }

  return (
    <div className="admin-stack" aria-busy={claim.isFetching} data-testid="claim-desk">
      {back}
      <header className="admin-claim-head">
        <div className="admin-claim-head__title">
          <h1 className="admin-title">{t('admin.claim.title', { id: data.id.slice(0, 8) })}</h1>
          <span data-testid="claim-status" data-status={data.status}>
            {renderStatus(data.status)}
          </span>
        </div>
        <p className="admin-claim-head__id">
          <span className="admin-mono admin-break" data-testid="claim-id">
            {data.id}
          </span>
          <CopyButton value={data.id} label={t('admin.claims.number')} />
          <a href={publicHref} target="_blank" rel="noreferrer" className="admin-link">
            {t('admin.claim.publicPage')}
          </a>
        </p>
        <p className="muted admin-summary">{t('admin.list.autoUpdate')}</p>
      </header>

      <Notice notice={desk.notice} testId="claim-notice" />

      <section className="admin-card card admin-actions" aria-label={t('admin.claim.actions')}>
        <h2 className="admin-card__title">{t('admin.claim.actions')}</h2>
        {data.ownRecord ? (
          <p className="muted" data-testid="claim-own-record">
            {t('admin.claim.ownRecord')}
          </p>
        ) : data.actions.length === 0 ? (
          <p className="muted" data-testid="claim-no-actions">
            {t('admin.claim.noActions')}
          </p>
        ) : (
          <div className="admin-actions__buttons">
            {data.actions.map((action) => (
              <Button
                key={action}
                color={ACTION_COLOR[action]}
                onClick={() => desk.open(action)}
                data-testid={`action-${action}`}
              >
                {t(ACTION_LABEL[action])}
              </Button>
            ))}
          </div>
        )}
      </section>

      <Details claim={data} renderStatus={renderStatus} />

      {hasChainPart(data) ? (
        <section className="admin-card card" aria-labelledby={chainTitleId}>
          <h2 className="admin-card__title" id={chainTitleId}>
            {t('admin.claim.chain')}
          </h2>
          <ClaimPayments claim={data} />
        </section>
      ) : null}

      <section className="admin-card card" aria-labelledby={documentsTitleId}>
        <h2 className="admin-card__title" id={documentsTitleId}>
          {t('admin.claim.documents')}
        </h2>
        <ClaimDocuments documents={data.documents} />
      </section>

      <section className="admin-card card" aria-labelledby={eventsTitleId}>
        <h2 className="admin-card__title" id={eventsTitleId}>
          {t('admin.claim.events')}
        </h2>
        <ClaimEvents events={data.events} renderStatus={renderStatus} />
      </section>

      {acting ? (
        <ClaimActionDialog
          claim={data}
          action={acting}
          onClose={desk.close}
          onDone={({ proposal }) =>
            desk.done(
              proposal
                ? t('admin.approvals.sent', {
                    amount: `${formatDecimal(proposal.amount)} ${proposal.currency.ticker}`,
                  })
                : t('admin.claim.done', { action: t(ACTION_LABEL[acting]) }),
            )
          }
          onConflict={(detail) => {
            desk.refused(detail || t('admin.claim.conflict'));
            void claim.refetch();
          }}
        />
      ) : null}
    </div>
  );
}
