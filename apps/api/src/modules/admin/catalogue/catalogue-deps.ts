/**
 * What the catalogue desk's use cases take: the catalogue's queries, the reserve ledger, the audit
 * writer, the process's snapshot (reloaded after each change), the logo store and the rate feeds' health. Each
 * use case names the part it needs.
 */
import { dec, toPlainString } from '@exchanger/core';
import type { TDb } from '../../../db/client.js';
import type { TMessageKey } from '../../../i18n/messages.js';
import { AppError } from '../../../lib/app-error.js';
import type { TApprovalGate } from '../../approvals/index.js';
import type { TAuditRepo } from '../../audit/index.js';
import type { TCatalogueRepo, TCatalogueService, TLogoStore, TReserveLedger } from '../../catalogue/index.js';
import type { TRatesRepo } from '../../rates/index.js';

export interface TAdminCatalogueDeps {
  db: TDb;
  repo: TCatalogueRepo;
  /** The audit writer; a file of changes writes its entries in one statement. */
  audit: Pick<TAuditRepo, 'record' | 'recordMany'>;
  catalogue: Pick<TCatalogueService, 'snapshot' | 'reload' | 'refreshHolds'>;
  /** The reserve ledger: corrections are its movements (docs/decisions/021). */
  reserves: TReserveLedger;
  /** Uploaded logos: a currency may only name one that is kept. */
  logos: Pick<TLogoStore, 'has' | 'save'>;
  feeds: Pick<TRatesRepo, 'listFeedHealth'>;
  /** The two-person rule's gate on reserve corrections (decision 024). */
  approvals: TApprovalGate;
  /** How long a feed's quotes stay fresh (ms). */
  ttlOf: (feedId: string) => number;
  now?: () => Date;
}

/** A stored decimal without trailing zeros. */
export const plain = (value: string) => toPlainString(dec(value));
export const plainOrNull = (value: string | null) => (value === null ? null : plain(value));

/** 400 naming one field. */
export const invalid = (field: string, key: TMessageKey, params: Record<string, string> = {}) =>
  new AppError('validation_error', 'validation_error', { fields: { [field]: [key] }, params });
