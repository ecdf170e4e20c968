/**
 * The claim page's content: a status block that polls the status every 5 s until it is final (and
 * reloads the claim when it changes), a countdown while the claim waits for payment, where to pay
 * (copy buttons, QR codes, memo), "I have paid" and "Cancel the claim" with a confirmation, and the
 * claim's amounts, course and the client's requisites. An unknown claim is the 404 page.
 *
 * A watched currency (docs/payments.md) pays to the claim's own address and needs no "I have
 * paid": the chain shows the payment, its confirmations and, once completed, the payout.
 */
import { availableActions, type TClaimForm, type TClaimStatus, type TClaimStatusBody } from '@exchanger/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, ButtonLink, buttonClassName, Modal, StatusBadge, TextField } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useCancelClaim } from '../api/cancel-claim';
import { useConfirmClaim } from '../api/confirm-claim';
import { claimKeys, useClaimForm } from '../api/get-claim-form';
import { useClaimRequisite } from '../api/get-claim-requisite';
import { useClaimStatus } from '../api/get-claim-status';
import { STATUS_COPY, statusTone } from '../utils/status-copy';
import { ChainPayment, ChainPayout } from './chain-payment';
import { ClaimDetails, type TRequisiteLabels } from './claim-details';
import { Countdown } from './countdown';
import { PayRequisites } from './pay-requisites';
import { useT } from '@/lib/i18n/claim';
import './claim.css';

export interface TClaimViewProps {
  id: string;
  homeHref: string;
  verifyHref: string;
  /** The contact form with this claim named (`/contacts?claim=…`). */
  supportHref: string;
  requisiteLabels?: TRequisiteLabels;
  /**
   * What a claim the API does not know shows (a way to find one, composed by the page): said on
   * the page, not as an error of the router.
   */
  notFound?: ReactNode;
}

/** A claim that pays a shop's invoice: whose, and the way back to the shop once it is over. */
function ShopReturn({ shop, status }: { shop: NonNullable<TClaimForm['shop']>; status: TClaimStatus }) {
  const t = useT();
  const back =
    status === 'completed'
      ? shop.successUrl
      : status === 'cancelled' || status === 'expired' || status === 'refunded'
        ? shop.failUrl
        : null;
  return (
    <div className="claim-status__shop" data-testid="claim-shop">
      <p>{t('claim.shop', { shop: shop.name })}</p>
      {back ? (
        <a
          href={back}
          rel="noopener noreferrer"
          className={buttonClassName({ color: 'green', size: 'large' })}
          data-testid="claim-shop-return"
        >
          {t('claim.shopReturn', { shop: shop.name })}
        </a>
      ) : null}
    </div>
  );
}

function StatusBlock({
  status,
  expiresAt,
  homeHref,
  verifyHref,
  supportHref,
  shop,
  payment,
  payout,
  send,
  watched,
  onElapsed,
}: {
  status: TClaimStatus;
  expiresAt: string;
  homeHref: string;
  verifyHref: string;
  supportHref: string;
  shop: TClaimForm['shop'];
  payment: TClaimStatusBody['payment'];
  payout: TClaimStatusBody['payout'];
  /** The claim's send side, for the payment's amount. */
  send: TClaimForm['from'];
  /** Paid to the claim's own watched address: nothing to press, the chain says it is paid. */
  watched: boolean;
  onElapsed: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const copy = STATUS_COPY[status];
  return (
    <section
      className={`card claim-status claim-status--${statusTone(status)}`}
      data-testid="claim-status"
      data-status={status}
      aria-live="polite"
      aria-labelledby="claim-status-title"
    >
      <div className="claim-status__head">
        <StatusBadge>{t(copy.name)}</StatusBadge>
      </div>
      <h2 className="claim-status__title" id="claim-status-title">
        {t(copy.title)}
      </h2>
      <p className="claim-status__text">
        {t(status === 'new' && watched ? 'claim.status.new.textWatched' : copy.text)}
      </p>
      {payment ? <ChainPayment payment={payment} currency={send.currency} claimAmount={send.amount} /> : null}
      {payout ? <ChainPayout payout={payout} /> : null}
      {shop ? <ShopReturn shop={shop} status={status} /> : null}
      {status === 'new' ? (
        <div className="claim-status__timer">
          <span className="claim-status__timer-label">{t('claim.timeLeft')}</span>
          <Countdown deadline={expiresAt} onElapsed={onElapsed} testId="claim-countdown" />
          <span className="claim-status__timer-hint">
            {t('claim.payBy', { time: formatDateTime(expiresAt, locale) })}
          </span>
        </div>
      ) : null}
      {status === 'verification' ? (
        <ButtonLink to={verifyHref} color="green" size="large" data-testid="claim-verify">
          {t('claim.verifyLink')}
        </ButtonLink>
      ) : null}
      {status === 'review' ? (
        <ButtonLink to={supportHref} color="gray" size="large" data-testid="claim-review-support">
          {t('claim.review.support')}
        </ButtonLink>
      ) : null}
      {status === 'expired' || status === 'cancelled' ? (
        <ButtonLink to={homeHref} color="green" size="large" data-testid="claim-new">
          {t('claim.newClaim')}
        </ButtonLink>
      ) : null}
      {status === 'completed' || status === 'refunded' ? (
        <ButtonLink to={homeHref} color="transparent" size="large">
          {t('claim.toHome')}
        </ButtonLink>
      ) : null}
      {status === 'paid' ||
      status === 'processing' ||
      status === 'verification' ||
      status === 'confirming' ||
      status === 'review' ? (
        <p className="claim-status__auto muted">{t('claim.autoUpdate')}</p>
      ) : null}
    </section>
  );
}

function ClaimActions({
  form,
  status,
  isWatched,
}: {
  form: TClaimForm;
  status: TClaimStatus;
  /** Paid to a watched address (or not known yet): the chain, not the client, says it is paid. */
  isWatched: boolean;
}) {
  const t = useT();
  const confirm = useConfirmClaim(form.id);
  const cancel = useCancelClaim(form.id);
  const [dialog, setDialog] = useState<'confirm' | 'cancel' | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The client's transaction id or receipt number, given with "I have paid" if they like.
  const [paymentReference, setPaymentReference] = useState('');
  const actions = availableActions(status, 'client');
  const canConfirm = actions.includes('confirm') && !isWatched;
  const canCancel = actions.includes('cancel');
  if (!canConfirm && !canCancel) return null;

  const onFailure = (failure: unknown) => {
    setDialog(null);
    setError(
      isApiError(failure) && failure.detail && failure.status < 500
        ? failure.detail
        : t('claim.actionFailed'),
    );
  };
  const done = { onSuccess: () => setDialog(null), onError: onFailure };
  const runConfirm = () => {
    setError(null);
    confirm.mutate(paymentReference, done);
  };
  const runCancel = () => {
    setError(null);
    cancel.mutate(undefined, done);
  };
  const busy = confirm.isPending || cancel.isPending;

  return (
    <div className="claim-actions">
      {error ? (
        <p className="claim-actions__error" role="alert" data-testid="claim-action-error">
          {error}
        </p>
      ) : null}
      <div className="claim-actions__buttons">
        {canConfirm ? (
          <Button
            color="green"
            size="large"
            disabled={busy}
            onClick={() => setDialog('confirm')}
            data-testid="claim-confirm"
          >
            {t('claim.confirm')}
          </Button>
        ) : null}
        {canCancel ? (
          <Button
            color="transparent"
            size="large"
            disabled={busy}
            onClick={() => setDialog('cancel')}
            data-testid="claim-cancel"
          >
            {t('claim.cancel')}
          </Button>
        ) : null}
      </div>
      <Modal
        open={dialog === 'confirm'}
        onClose={() => setDialog(null)}
        title={t('claim.confirmTitle')}
        testId="claim-confirm-dialog"
        footer={
          <>
            <Button color="transparent" onClick={() => setDialog(null)}>
              {t('claim.back')}
            </Button>
            <Button color="green" disabled={busy} onClick={runConfirm} data-testid="claim-confirm-yes">
              {t('claim.confirmYes')}
            </Button>
          </>
        }
      >
        <p>{t('claim.confirmText', { amount: formatMoney(form.from.amount, form.from.currency) })}</p>
        <TextField
          label={t('claim.paymentReference')}
          labelAside={<span className="field__need">{t('claim.optional')}</span>}
          hint={t('claim.paymentReferenceHint')}
          autoComplete="off"
          maxLength={200}
          value={paymentReference}
          onChange={(event) => setPaymentReference(event.target.value)}
          testId="claim-payment-reference"
        />
      </Modal>
      <Modal
        open={dialog === 'cancel'}
        onClose={() => setDialog(null)}
        title={t('claim.cancelTitle')}
        testId="claim-cancel-dialog"
        footer={
          <>
            <Button color="transparent" onClick={() => setDialog(null)}>
              {t('claim.keep')}
            </Button>
            <Button color="red" disabled={busy} onClick={runCancel} data-testid="claim-cancel-yes">
              {t('claim.cancelYes')}
            </Button>
          </>
        }
      >
        <p>{t('claim.cancelText')}</p>
      </Modal>
    </div>
  );
}

export function ClaimSkeleton() {
  const t = useT();
  return (
    <div className="claim" role="status" aria-busy="true">
      <span className="sr-only">{t('claim.loading')}</span>
      <div className="card claim-status" aria-hidden="true">
        <span className="skeleton" style={{ width: 120, height: 24 }} />
        <span className="skeleton" style={{ width: '60%', height: 28 }} />
        <span className="skeleton" style={{ height: 44 }} />
      </div>
      <div className="card claim-card" aria-hidden="true">
        <span className="skeleton" style={{ height: 140 }} />
      </div>
    </div>
  );
}

/** A claim the API does not know: "Claim not found", and what the page offers to find one. */
function ClaimNotFound({ homeHref, children }: { homeHref: string; children?: ReactNode }) {
  const t = useT();
  return (
    <section
      className="card claim-card claim-not-found"
      data-testid="claim-not-found"
      aria-labelledby="claim-not-found"
    >
      <h2 id="claim-not-found">{t('claim.notFound')}</h2>
      <p className="muted">{t('claim.notFoundText')}</p>
      {children}
      <ButtonLink to={homeHref} color="transparent">
        {t('claim.notFoundHome')}
      </ButtonLink>
    </section>
  );
}

export function ClaimView({
  id,
  homeHref,
  verifyHref,
  supportHref,
  requisiteLabels,
  notFound,
}: TClaimViewProps) {
  const t = useT();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const form = useClaimForm(id, locale);
  const statusQuery = useClaimStatus(id, { enabled: form.isSuccess });
  const status = statusQuery.data?.status ?? form.data?.status ?? 'new';
  const expiresAt = statusQuery.data?.expiresAt ?? form.data?.expiresAt ?? '';
  const requisite = useClaimRequisite(id, locale, { enabled: form.isSuccess && status === 'new' });

  // A new status (or any change) reloads the claim itself.
  const formStatus = form.data?.status;
  const formUpdatedAt = form.data?.updatedAt;
  const polled = statusQuery.data;
  useEffect(() => {
    if (!polled || formStatus === undefined) return;
    if (polled.status !== formStatus || polled.updatedAt !== formUpdatedAt) {
      void queryClient.invalidateQueries({ queryKey: claimKeys.form(id, locale) });
    }
  }, [polled, formStatus, formUpdatedAt, queryClient, id, locale]);

  if (form.isError) {
    const error = form.error;
    if (isApiError(error) && (error.status === 404 || error.status === 400)) {
      return <ClaimNotFound homeHref={homeHref}>{notFound}</ClaimNotFound>;
    }
    return (
      <div className="card claim-card claim-load-error" role="alert">
        <p>{t('claim.actionFailed')}</p>
        <Button color="gray" onClick={() => void form.refetch()}>
          {t('update.reload')}
        </Button>
      </div>
    );
  }
  if (!form.data) return <ClaimSkeleton />;

  return (
    <div className="claim">
      <p className="claim__number">
        <span className="muted">{t('claim.number')}:</span> <code data-testid="claim-id">{form.data.id}</code>
      </p>
      <StatusBlock
        status={status}
        expiresAt={expiresAt}
        homeHref={homeHref}
        verifyHref={verifyHref}
        supportHref={supportHref}
        shop={form.data.shop}
        payment={statusQuery.data?.payment ?? null}
        payout={statusQuery.data?.payout ?? null}
        send={form.data.from}
        watched={Boolean(requisite.data?.deposit)}
        onElapsed={() => void statusQuery.refetch()}
      />
      {status === 'new' && requisite.data ? <PayRequisites requisite={requisite.data} /> : null}
      {status === 'new' && requisite.isPending ? (
        <div className="card claim-card" aria-hidden="true">
          <span className="skeleton" style={{ height: 180 }} />
        </div>
      ) : null}
      <ClaimActions
        form={form.data}
        status={status}
        // Until the requisites say whether the address is watched, "I have paid" waits.
        isWatched={status === 'new' && (requisite.isPending || Boolean(requisite.data?.deposit))}
      />
      <ClaimDetails form={form.data} labels={requisiteLabels} />
      <p className="claim__home">
        <Link to={supportHref} data-testid="claim-support">
          {t('claim.askSupport')}
        </Link>
      </p>
      <p className="claim__home">
        <Link to={homeHref}>{t('claim.toHome')}</Link>
      </p>
    </div>
  );
}
