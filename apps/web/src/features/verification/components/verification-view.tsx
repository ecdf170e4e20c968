/**
 * The card verification page's content (`/verify/{uuid}`): the state of the check (not required,
 * waiting for a photo, photos received, card verified, claim closed) with the uploaded files, what
 * to photograph and how, and the upload. While the claim is in `verification` the state is polled
 * every 10 s, so the page moves on by itself when an operator approves the card. An unknown claim
 * is the 404 page.
 */
import type { TClaimStatus, TVerificationState } from '@exchanger/core';
import { Link } from 'react-router';
import { Button, ButtonLink, StatusBadge } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { PageError } from '@/lib/page-error';
import { useVerification } from '../api/get-verification';
import { formatFileSize } from '../utils/photo-check';
import { MAX_DOCUMENTS, verifyStateOf, type TVerifyState } from '../utils/verify-state';
import { PhotoGuide } from './photo-guide';
import { PhotoUpload } from './photo-upload';
import { useT, type TMessageKey } from '@/lib/i18n/verify';
import './verification.css';
import './verification-guide.css';
import './verification-upload.css';

export interface TVerificationViewProps {
  id: string;
  /** The claim's own page, in the page's language. */
  claimHref: string;
}

const COPY: Record<TVerifyState, { badge: TMessageKey; title: TMessageKey; text: TMessageKey }> = {
  'not-required': {
    badge: 'verify.state.notRequired.badge',
    title: 'verify.state.notRequired.title',
    text: 'verify.state.notRequired.text',
  },
  waiting: {
    badge: 'verify.state.waiting.badge',
    title: 'verify.state.waiting.title',
    text: 'verify.state.waiting.text',
  },
  received: {
    badge: 'verify.state.received.badge',
    title: 'verify.state.received.title',
    text: 'verify.state.received.text',
  },
  approved: {
    badge: 'verify.state.approved.badge',
    title: 'verify.state.approved.title',
    text: 'verify.state.approved.text',
  },
  closed: {
    badge: 'verify.state.closed.badge',
    title: 'verify.state.closed.title',
    text: 'verify.state.closed.cancelled',
  },
};

function closedText(status: TClaimStatus): TMessageKey {
  if (status === 'expired') return 'verify.state.closed.expired';
  if (status === 'refunded') return 'verify.state.closed.refunded';
  return 'verify.state.closed.cancelled';
}

function Documents({ documents }: { documents: TVerificationState['documents'] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="verify-docs">
      <h3 className="verify-docs__title">{t('verify.documents.title')}</h3>
      <ol className="verify-docs__list" data-testid="verify-documents">
        {documents.map((document, index) => (
          <li className="verify-docs__item" key={document.id}>
            <span className="verify-docs__name">{t('verify.documents.item', { n: index + 1 })}</span>
            <time className="verify-docs__time" dateTime={document.createdAt}>
              {formatDateTime(document.createdAt, locale)}
            </time>
            <span className="verify-docs__size">{formatFileSize(document.size, locale)}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

function StateBlock({
  state,
  view,
  claimHref,
}: {
  state: TVerificationState;
  view: TVerifyState;
  claimHref: string;
}) {
  const t = useT();
  const copy = COPY[view];
  const open = view === 'waiting' || view === 'received';
  return (
    <section
      className={`card verify-status verify-status--${view}`}
      data-testid="verify-state"
      data-state={view}
      aria-live="polite"
      aria-labelledby="verify-state-title"
    >
      <StatusBadge>{t(copy.badge)}</StatusBadge>
      <h2 className="verify-status__title" id="verify-state-title">
        {t(copy.title)}
      </h2>
      <p className="verify-status__text">{t(view === 'closed' ? closedText(state.status) : copy.text)}</p>
      {view === 'received' ? <Documents documents={state.documents} /> : null}
      {state.status === 'verification' && open ? (
        <p className="verify-status__auto">{t('verify.autoUpdate')}</p>
      ) : null}
      {open ? (
        <Link className="verify-status__link" to={claimHref} data-testid="verify-claim-link">
          {t('verify.toClaim')}
        </Link>
      ) : (
        <ButtonLink
          to={claimHref}
          color={view === 'closed' ? 'transparent' : 'green'}
          size="large"
          data-testid="verify-claim-link"
        >
          {t('verify.toClaim')}
        </ButtonLink>
      )}
    </section>
  );
}

export function VerificationSkeleton() {
  const t = useT();
  return (
    <div className="verify" role="status" aria-busy="true">
      <span className="sr-only">{t('verify.loading')}</span>
      <div className="card verify-status" aria-hidden="true">
        <span className="skeleton" style={{ width: 140, height: 24 }} />
        <span className="skeleton" style={{ width: '70%', height: 28 }} />
        <span className="skeleton" style={{ width: '100%', height: 48 }} />
      </div>
      <div className="card verify-card" aria-hidden="true">
        <span className="skeleton" style={{ height: 220 }} />
      </div>
    </div>
  );
}

export function VerificationView({ id, claimHref }: TVerificationViewProps) {
  const t = useT();
  const locale = useLocale();
  const query = useVerification(id, locale);

  if (query.isError && !query.data) {
    const error = query.error;
    if (isApiError(error) && (error.status === 404 || error.status === 400)) {
      throw new PageError(404, 'No such claim', error);
    }
    return (
      <div className="card verify-card verify-load-error" role="alert">
        <p>{t('verify.loadFailed')}</p>
        <Button color="gray" onClick={() => void query.refetch()}>
          {t('verify.retry')}
        </Button>
      </div>
    );
  }
  if (!query.data) return <VerificationSkeleton />;

  const state = query.data;
  const view = verifyStateOf(state);
  const open = view === 'waiting' || view === 'received';
  return (
    <div className="verify">
      <p className="verify__number">
        <span className="muted">{t('verify.claimNumber')}:</span> <code>{id}</code>
      </p>
      <StateBlock state={state} view={view} claimHref={claimHref} />
      {open ? <PhotoGuide claimId={id} /> : null}
      {open ? <PhotoUpload claimId={id} limitReached={state.documents.length >= MAX_DOCUMENTS} /> : null}
    </div>
  );
}
