/**
 * One message of the contact form as the operator sees it: who wrote, from which e-mail, about
 * which claim (its status now, and whether the message came from the claim's own e-mail), the
 * text, what operators did with it, and the actions its status allows (answered, closed), each
 * with a note for the audit log. A reply itself goes by e-mail: the button opens the operator's
 * mail program with the reference in the subject.
 */
import type { TAdminMessage, TClaimStatus, TContactMessageAction } from '@exchanger/core';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { deskTime, ItemState, Notice, ReasonDialog, useDeskDialog } from '@/components/desk';
import { Alert, Button, buttonClassName, CopyButton } from '@/components/ui';
import { useLocale } from '@/lib/i18n';
import { useT } from '@/lib/i18n/admin';
import { useMessage } from '../api/get-message';
import { useMessageAction } from '../api/post-message-action';
import { MESSAGE_ACTION_LABEL } from '../utils/labels';
import { MessageStatusFlag } from './message-status-flag';
import './support.css';

export interface TMessageDeskProps {
  id: number;
  listHref: string;
  /** A claim's page in the back office. */
  claimHref: (claimId: string) => string;
  /** The claim status badge (the claim feature's, composed by the page). */
  renderClaimStatus: (status: TClaimStatus) => ReactNode;
  /** How the audit log names an operator's action (`message.answer`), composed by the page. */
  actionLabel: (action: string) => string;
}

function replyHref(message: TAdminMessage): string {
  const subject = `Re: [${message.reference}] ${message.subject}`;
  return `mailto:${message.email}?subject=${encodeURIComponent(subject)}`;
}

function ActionDialog({
  message,
  action,
  onClose,
  onDone,
  onConflict,
}: {
  message: TAdminMessage;
  action: TContactMessageAction;
  onClose: () => void;
  onDone: () => void;
  onConflict: (detail: string) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const act = useMessageAction(message.id, locale);
  const label = t(MESSAGE_ACTION_LABEL[action]);
  return (
    <ReasonDialog
      title={label}
      lead={<p>{t('admin.message.dialogLead', { reference: message.reference, email: message.email })}</p>}
      submitLabel={label}
      submitColor={action === 'answer' ? 'green' : 'gray'}
      hint={action === 'answer' ? t('admin.message.answerHint') : t('admin.message.closeHint')}
      pending={act.isPending}
      send={(reason, on) => act.mutate({ action, reason }, on)}
      onClose={onClose}
      onDone={onDone}
      onConflict={onConflict}
      testId="message-dialog"
    />
  );
}

function Facts({
  message,
  claimHref,
  renderClaimStatus,
}: { message: TAdminMessage } & Pick<TMessageDeskProps, 'claimHref' | 'renderClaimStatus'>) {
  const t = useT();
  const locale = useLocale();
  const { claim } = message;
  return (
    <section className="admin-card card" aria-label={t('admin.message.details')}>
      <dl className="admin-facts">
        <div className="admin-facts__item">
          <dt>{t('admin.messages.from')}</dt>
          <dd className="admin-break" data-testid="message-name">
            {message.name}
          </dd>
        </div>
        <div className="admin-facts__item">
          <dt>{t('admin.message.email')}</dt>
          <dd className="admin-break" data-testid="message-email">
            <a href={`mailto:${message.email}`}>{message.email}</a>
          </dd>
        </div>
        <div className="admin-facts__item">
          <dt>{t('admin.message.claim')}</dt>
          <dd data-testid="message-claim">
            {claim ? (
              <span className="admin-message-claim">
                <Link to={claimHref(claim.id)} className="admin-mono" data-testid="message-claim-link">
                  {claim.id.slice(0, 8)}
                </Link>
                {renderClaimStatus(claim.status)}
              </span>
            ) : (
              '—'
            )}
          </dd>
        </div>
        <div className="admin-facts__item">
          <dt>{t('admin.message.user')}</dt>
          <dd>{message.userId === null ? t('admin.claim.guest') : `#${message.userId}`}</dd>
        </div>
        <div className="admin-facts__item">
          <dt>{t('admin.message.language')}</dt>
          <dd>{message.locale === 'en' ? 'English' : 'Русский'}</dd>
        </div>
        <div className="admin-facts__item">
          <dt>{t('admin.messages.created')}</dt>
          <dd>{deskTime(message.createdAt, locale)}</dd>
        </div>
      </dl>
      {claim && !claim.emailMatches ? (
        <Alert tone="info" testId="message-claim-email">
          <p>{t('admin.message.otherEmail', { email: claim.email })}</p>
        </Alert>
      ) : null}
    </section>
  );
}

function History({
  message,
  actionLabel,
}: {
  message: TAdminMessage;
  actionLabel: TMessageDeskProps['actionLabel'];
}) {
  const t = useT();
  const locale = useLocale();
  const titleId = useId();
  return (
    <section className="admin-card card" aria-labelledby={titleId}>
      <h2 className="admin-card__title" id={titleId}>
        {t('admin.message.history')}
      </h2>
      {message.history.length === 0 ? (
        <p className="muted">{t('admin.message.noHistory')}</p>
      ) : (
        <ol className="admin-message-history" data-testid="message-history">
          {message.history.map((entry) => (
            <li key={entry.id}>
              <span className="admin-sub">
                {deskTime(entry.createdAt, locale)} · {entry.actor}
              </span>
              <span className="admin-strong">{actionLabel(entry.action)}</span>
              <span className="admin-break">{entry.reason}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export function MessageDesk({ id, listHref, claimHref, renderClaimStatus, actionLabel }: TMessageDeskProps) {
  const t = useT();
  const locale = useLocale();
  const query = useMessage(id, locale);
  const desk = useDeskDialog<TContactMessageAction>();
  const textId = useId();
  const message = query.data;

  const back = (
    <Link to={listHref} className="admin-back" data-testid="message-back">
      ← {t('admin.message.back')}
    </Link>
  );
  if (!message) {
    return (
      <ItemState
        query={query}
        back={back}
        notFound={{
          title: t('admin.message.notFound'),
          text: t('admin.message.notFoundText', { id }),
          testId: 'message-not-found',
        }}
        loading={t('admin.message.loading')}
        errorTestId="message-error"
      />
    );
  }

  return (
    <div className="admin-stack" aria-busy={query.isFetching} data-testid="message-desk">
      {back}
      <header className="admin-claim-head">
        <div className="admin-claim-head__title">
          <h1 className="admin-title">{t('admin.message.title', { reference: message.reference })}</h1>
          <span data-testid="message-status">
            <MessageStatusFlag status={message.status} />
          </span>
        </div>
        <p className="admin-claim-head__id">
          <span className="admin-mono">{message.reference}</span>
          <CopyButton value={message.reference} label={t('admin.messages.reference')} />
        </p>
        <p className="muted admin-summary">{t('admin.list.autoUpdate')}</p>
      </header>

      <Notice notice={desk.notice} testId="message-notice" />

      <section className="admin-card card admin-actions" aria-label={t('admin.claim.actions')}>
        <h2 className="admin-card__title">{t('admin.claim.actions')}</h2>
        <div className="admin-actions__buttons">
          <a
            href={replyHref(message)}
            className={buttonClassName({ color: 'gray' })}
            data-testid="message-reply"
          >
            {t('admin.message.reply')}
          </a>
          {message.actions.map((action) => (
            <Button
              key={action}
              color={action === 'answer' ? 'green' : 'gray'}
              onClick={() => desk.open(action)}
              data-testid={`message-action-${action}`}
            >
              {t(MESSAGE_ACTION_LABEL[action])}
            </Button>
          ))}
        </div>
      </section>

      <section className="admin-card card" aria-labelledby={textId}>
        <h2 className="admin-card__title" id={textId}>
          {message.subject}
        </h2>
        <p className="admin-message-text" data-testid="message-text">
          {message.message}
        </p>
      </section>

      <Facts message={message} claimHref={claimHref} renderClaimStatus={renderClaimStatus} />

      <History message={message} actionLabel={actionLabel} />

      {desk.dialog ? (
        <ActionDialog
          message={message}
          action={desk.dialog}
          onClose={desk.close}
          onDone={() =>
            desk.done(
              t(desk.dialog === 'answer' ? 'admin.message.answered' : 'admin.message.closed', {
                reference: message.reference,
              }),
            )
          }
          onConflict={(detail) => {
            desk.refused(detail);
            void query.refetch();
          }}
        />
      ) : null}
    </div>
  );
}
