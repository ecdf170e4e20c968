/** What several back-office pages share: the claim status badge they compose in, and addresses. */
import type { TClaimStatus, TLocale } from '@exchanger/core';
import { ClaimStatusBadge } from '@/features/claim';
import { adminPath } from '../paths';

/** The claim feature's status badge, for the desks that show a claim's status. */
export const renderStatus = (status: TClaimStatus) => <ClaimStatusBadge status={status} />;

/** A content item's or a currency's id in the address (anything else is no item). */
export const isNumericId = (value: string) => /^[1-9]\d{0,9}$/.test(value);

/** A currency's editor: `/admin/catalogue/currencies/7`. */
export const currencyPath = (locale: TLocale, id: number | string) =>
  `${adminPath('catalogue', locale, 'currencies')}/${encodeURIComponent(id)}`;
