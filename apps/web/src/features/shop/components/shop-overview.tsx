/**
 * `/account/shop`: a user without a shop opens one; a seller sees the shop's status (waiting for an
 * operator, approved, rejected or blocked with the operator's reason), the fee, the secret webhooks
 * are signed with, and changes the profile.
 */
import type { TMyShop, TShopStatus } from '@exchanger/core';
import { useState } from 'react';
import { Alert, Button, CodeValue, CopyButton, StatusBadge, toneClass } from '@/components/ui';
import { formatDateTime } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useT, type TMessageKey } from '@/lib/i18n/shop';
import { ShopProfileForm } from './shop-profile-form';
import { SHOP_TONE } from '../utils/tones';
import '@/components/ui/data-list.css';
import '@/components/ui/panel.css';
import './shop.css';

export const SHOP_STATUS_NAME: Record<TShopStatus, TMessageKey> = {
  pending: 'shop.status.pending',
  approved: 'shop.status.approved',
  rejected: 'shop.status.rejected',
  blocked: 'shop.status.blocked',
};

const STATUS_TEXT: Record<TShopStatus, TMessageKey> = {
  pending: 'shop.statusText.pending',
  approved: 'shop.statusText.approved',
  rejected: 'shop.statusText.rejected',
  blocked: 'shop.statusText.blocked',
};

function WebhookSecret({ secret }: { secret: string }) {
  const t = useT();
  const [shown, setShown] = useState(false);
  return (
    <div className="shop-secret">
      <span className="shop-secret__label">{t('shop.secret.title')}</span>
      <CodeValue testId="shop-secret">{shown ? secret : '•'.repeat(24)}</CodeValue>
      <div className="action-row">
        <Button color="gray" onClick={() => setShown(!shown)} data-testid="shop-secret-toggle">
          {shown ? t('shop.secret.hide') : t('shop.secret.show')}
        </Button>
        <CopyButton value={secret} label={t('shop.secret.title')} testId="shop-secret-copy" />
      </div>
      <p className="muted shop-secret__hint">{t('shop.secret.hint')}</p>
    </div>
  );
}

export function ShopStatusCard({ shop }: { shop: TMyShop }) {
  const t = useT();
  const locale = useLocale();
  return (
    <section className="card panel shop-card" aria-labelledby="shop-status-title" data-testid="shop-status">
      <div className="shop-card__head">
        <h2 className="section-title" id="shop-status-title">
          {shop.name}
        </h2>
        <span
          className={toneClass(SHOP_TONE[shop.status])}
          data-testid="shop-status-badge"
          data-status={shop.status}
        >
          <StatusBadge>{t(SHOP_STATUS_NAME[shop.status])}</StatusBadge>
        </span>
      </div>
      <p>{t(STATUS_TEXT[shop.status])}</p>
      {shop.reason && (shop.status === 'rejected' || shop.status === 'blocked') ? (
        <Alert tone={shop.status === 'blocked' ? 'error' : 'info'} testId="shop-reason">
          <p>{t('shop.reason', { reason: shop.reason })}</p>
        </Alert>
      ) : null}
      <dl className="fact-list shop-facts">
        <div>
          <dt>{t('shop.facts.site')}</dt>
          <dd>
            <a href={shop.siteUrl} target="_blank" rel="noopener noreferrer nofollow">
              {shop.siteUrl}
            </a>
          </dd>
        </div>
        <div>
          <dt>{t('shop.facts.currency')}</dt>
          <dd>{shop.payoutCurrency}</dd>
        </div>
        <div>
          <dt>{t('shop.facts.fee')}</dt>
          <dd data-testid="shop-fee">{t('shop.facts.feeValue', { percent: shop.feePercent })}</dd>
        </div>
        <div>
          <dt>{t('shop.facts.created')}</dt>
          <dd>{formatDateTime(shop.createdAt, locale)}</dd>
        </div>
        {shop.approvedAt ? (
          <div>
            <dt>{t('shop.facts.approved')}</dt>
            <dd>{formatDateTime(shop.approvedAt, locale)}</dd>
          </div>
        ) : null}
      </dl>
      <WebhookSecret secret={shop.webhookSecret} />
    </section>
  );
}

export function ShopOverview({ shop }: { shop: TMyShop | null }) {
  const t = useT();
  if (!shop) {
    return (
      <section className="card panel shop-card" aria-labelledby="shop-open-title" data-testid="shop-open">
        <h2 className="section-title" id="shop-open-title">
          {t('shop.open.title')}
        </h2>
        <p className="muted">{t('shop.open.text')}</p>
        <ShopProfileForm shop={null} />
      </section>
    );
  }
  return (
    <>
      <ShopStatusCard shop={shop} />
      {shop.status === 'blocked' ? null : (
        <section className="card panel shop-card" aria-labelledby="shop-edit-title">
          <h2 className="section-title" id="shop-edit-title">
            {t('shop.edit.title')}
          </h2>
          {shop.status === 'rejected' ? <p className="muted">{t('shop.edit.rejectedHint')}</p> : null}
          <ShopProfileForm key={shop.id} shop={shop} />
        </section>
      )}
    </>
  );
}
