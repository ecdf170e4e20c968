/**
 * `/account/shop/api`: the seller's API keys (made here, shown once, revoked here, with their last
 * use) and the webhooks the exchanger sent the shop, each with every attempt, plus where the API
 * and the signature are documented.
 */
import type { TApiKeyCreated, TMyShop, TWebhookDelivery, TWebhookFailure } from '@exchanger/core';
import { useState, type SubmitEvent } from 'react';
import { Alert, Button, CopyField, StatusBadge, TextField, toneClass } from '@/components/ui';
import { formatDateTime } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useT, type TMessageKey } from '@/lib/i18n/shop';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../api/api-keys';
import { useWebhooks } from '../api/get-webhooks';
import { useFormErrors } from '../hooks/use-form-errors';
import { Pager } from './pager';
import { WEBHOOK_TONE } from '../utils/tones';
import '@/components/ui/data-list.css';
import '@/components/ui/panel.css';
import './shop.css';

const DELIVERY_STATUS: Record<TWebhookDelivery['status'], TMessageKey> = {
  pending: 'shop.webhooks.status.pending',
  delivered: 'shop.webhooks.status.delivered',
  failed: 'shop.webhooks.status.failed',
};

/** Why an attempt failed, in the seller's language: a kind, never the network's own words. */
const FAILURE: Record<TWebhookFailure, TMessageKey> = {
  private_address: 'shop.webhooks.failure.private_address',
  connection_failed: 'shop.webhooks.failure.connection_failed',
  timeout: 'shop.webhooks.failure.timeout',
  redirect: 'shop.webhooks.failure.redirect',
  http_status: 'shop.webhooks.failure.http_status',
  no_url: 'shop.webhooks.failure.no_url',
};

function NewKey({ created, onDone }: { created: TApiKeyCreated; onDone: () => void }) {
  const t = useT();
  return (
    <Alert tone="success" testId="api-key-created">
      <p>{t('shop.keys.createdText', { name: created.name })}</p>
      <CopyField
        value={created.key}
        label={t('shop.keys.key')}
        valueTestId="api-key-value"
        copyTestId="api-key-copy"
      />
      <div>
        <Button color="gray" onClick={onDone} data-testid="api-key-done">
          {t('shop.keys.saved')}
        </Button>
      </div>
    </Alert>
  );
}

function ApiKeys({ canCreate }: { canCreate: boolean }) {
  const t = useT();
  const locale = useLocale();
  const keys = useApiKeys(locale);
  const create = useCreateApiKey(locale);
  const revoke = useRevokeApiKey(locale);
  const errors = useFormErrors();
  const [name, setName] = useState('');
  const [created, setCreated] = useState<TApiKeyCreated | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [revokeError, setRevokeError] = useState<string | null>(null);
  const nameProblem = name.trim() === '' ? ({ key: 'shop.keys.nameRequired' } as const) : null;

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    if (nameProblem) {
      errors.touchAll(['name']);
      return;
    }
    create.mutate(name.trim(), {
      onSuccess: (key) => {
        setCreated(key);
        setName('');
        errors.reset();
      },
      onError: (error) => errors.refused(error, t('shop.keys.failed')),
    });
  };

  return (
    <section className="card panel shop-card" aria-labelledby="api-keys-title">
      <h2 className="section-title" id="api-keys-title">
        {t('shop.keys.title')}
      </h2>
      <p className="muted">{t('shop.keys.text')}</p>
      {created ? <NewKey created={created} onDone={() => setCreated(null)} /> : null}
      {canCreate ? (
        <form className="shop-inline-form" noValidate onSubmit={onSubmit} data-testid="api-key-form">
          {errors.alert ? (
            <Alert tone="error" testId="api-key-error">
              <p>{errors.alert}</p>
            </Alert>
          ) : null}
          <TextField
            label={t('shop.keys.name')}
            placeholder={t('shop.keys.namePlaceholder')}
            value={name}
            maxLength={100}
            onChange={(event) => {
              setName(event.target.value);
              errors.changed('name');
            }}
            onBlur={() => errors.touch('name')}
            error={errors.errorOf('name', nameProblem)}
            testId="api-key-name"
          />
          <Button type="submit" color="green" disabled={create.isPending} data-testid="api-key-create">
            {t('shop.keys.create')}
          </Button>
        </form>
      ) : null}
      {revokeError ? (
        <Alert tone="error" testId="api-key-revoke-error">
          <p>{revokeError}</p>
        </Alert>
      ) : null}
      {keys.isError ? (
        <Alert tone="error">
          <p>{t('shop.loadFailed')}</p>
        </Alert>
      ) : !keys.data ? (
        <span className="skeleton" style={{ height: 40 }} aria-hidden="true" />
      ) : keys.data.length === 0 ? (
        <p className="muted" data-testid="api-keys-empty">
          {t('shop.keys.empty')}
        </p>
      ) : (
        <ul className="plain-list shop-list" data-testid="api-keys">
          {keys.data.map((key) => (
            <li
              key={key.id}
              className="shop-list__row"
              data-testid="api-key-row"
              data-revoked={Boolean(key.revokedAt)}
            >
              <div className="shop-list__main">
                <strong>{key.name}</strong>
                <code>{key.prefix}…</code>
              </div>
              <div className="shop-list__meta muted">
                <span>{t('shop.keys.createdAt', { at: formatDateTime(key.createdAt, locale) })}</span>
                <span>
                  {key.lastUsedAt
                    ? t('shop.keys.lastUsed', { at: formatDateTime(key.lastUsedAt, locale) })
                    : t('shop.keys.neverUsed')}
                </span>
              </div>
              <div className="action-row shop-list__actions">
                {key.revokedAt ? (
                  <span className={toneClass('failed')}>
                    <StatusBadge>{t('shop.keys.revoked')}</StatusBadge>
                  </span>
                ) : confirming === key.id ? (
                  <>
                    <Button
                      color="red"
                      disabled={revoke.isPending}
                      onClick={() => {
                        setRevokeError(null);
                        revoke.mutate(key.id, {
                          onSuccess: () => setConfirming(null),
                          onError: (error) => {
                            console.warn('revoke failed', error);
                            setRevokeError(t('shop.keys.revokeFailed'));
                          },
                        });
                      }}
                      data-testid="api-key-revoke-confirm"
                    >
                      {t('shop.keys.revokeConfirm')}
                    </Button>
                    <Button color="gray" onClick={() => setConfirming(null)}>
                      {t('shop.cancel')}
                    </Button>
                  </>
                ) : (
                  <Button color="gray" onClick={() => setConfirming(key.id)} data-testid="api-key-revoke">
                    {t('shop.keys.revoke')}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const WEBHOOK_PAGE_SIZE = 10;

function Webhooks({ hasUrl }: { hasUrl: boolean }) {
  const t = useT();
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const deliveries = useWebhooks({ page, size: WEBHOOK_PAGE_SIZE }, locale);
  const data = deliveries.data;
  return (
    <section
      className="card panel shop-card"
      aria-labelledby="webhooks-title"
      aria-busy={deliveries.isFetching}
    >
      <h2 className="section-title" id="webhooks-title">
        {t('shop.webhooks.title')}
      </h2>
      <p className="muted">{hasUrl ? t('shop.webhooks.text') : t('shop.webhooks.noUrl')}</p>
      {deliveries.isError && !data ? (
        <Alert tone="error">
          <p>{t('shop.loadFailed')}</p>
        </Alert>
      ) : !data ? (
        <span className="skeleton" style={{ height: 40 }} aria-hidden="true" />
      ) : data.results.length === 0 ? (
        <p className="muted" data-testid="webhooks-empty">
          {t('shop.webhooks.empty')}
        </p>
      ) : (
        <ul className="plain-list shop-list" data-testid="webhooks">
          {data.results.map((delivery) => (
            <li
              key={delivery.id}
              className="shop-list__row"
              data-testid="webhook-row"
              data-status={delivery.status}
            >
              <div className="shop-list__main">
                <strong>{delivery.event}</strong>
                <code>{delivery.invoiceId.slice(0, 8)}</code>
                <span className={toneClass(WEBHOOK_TONE[delivery.status])}>
                  <StatusBadge>{t(DELIVERY_STATUS[delivery.status])}</StatusBadge>
                </span>
              </div>
              <div className="shop-list__meta muted">
                <span>{formatDateTime(delivery.createdAt, locale)}</span>
                <span>{t('shop.webhooks.attempts', { count: delivery.attempts })}</span>
                {delivery.nextAttemptAt && delivery.status === 'pending' ? (
                  <span>
                    {t('shop.webhooks.next', { at: formatDateTime(delivery.nextAttemptAt, locale) })}
                  </span>
                ) : null}
              </div>
              {delivery.log.length ? (
                <details className="shop-attempts">
                  <summary>{t('shop.webhooks.log')}</summary>
                  <ol>
                    {delivery.log.map((attempt) => (
                      <li key={attempt.at} data-testid="webhook-attempt">
                        {formatDateTime(attempt.at, locale)} ·{' '}
                        {attempt.statusCode === null ? (
                          t(attempt.reason ? FAILURE[attempt.reason] : 'shop.webhooks.unreachable')
                        ) : (
                          <>
                            HTTP {attempt.statusCode} ·{' '}
                            {t('shop.webhooks.duration', { ms: attempt.durationMs })}
                            {attempt.reason === 'redirect' ? ` · ${t(FAILURE.redirect)}` : ''}
                          </>
                        )}
                      </li>
                    ))}
                  </ol>
                </details>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {data ? (
        <Pager page={page} count={data.count} size={data.size} onPage={setPage} testId="webhooks-pager" />
      ) : null}
    </section>
  );
}

export function ShopApi({ shop, docsHref }: { shop: TMyShop; docsHref: string }) {
  const t = useT();
  return (
    <>
      <section className="card panel shop-card" aria-labelledby="api-docs-title">
        <h2 className="section-title" id="api-docs-title">
          {t('shop.docs.title')}
        </h2>
        <p>{t('shop.docs.text')}</p>
        <pre className="shop-code" data-testid="api-example">
          {`curl -X POST ${window.location.origin}/api/v1/merchant/invoices/ \\
  -H 'X-Api-Key: mk_…' -H 'Content-Type: application/json' \\
  -d '{"amount":"1500.00","orderId":"A-1001","successUrl":"${shop.siteUrl}"}'`}
        </pre>
        <p>
          <a href={docsHref} target="_blank" rel="noopener noreferrer" data-testid="api-docs-link">
            {t('shop.docs.link')}
          </a>
        </p>
      </section>
      <ApiKeys canCreate={shop.status !== 'blocked'} />
      <Webhooks hasUrl={Boolean(shop.webhookUrl)} />
    </>
  );
}
