import { csvText } from '../../../lib/csv.js';
import type { TMerchantDeps } from '../deps.js';
import { ownShop } from '../shops/own-shop.js';
import { saleView } from '../views.js';
import type { TSalesFilter } from './list-sales.js';

/** The most rows one CSV export holds. */
export const SALES_CSV_LIMIT = 10_000;

const HEADER = [
  'created_at',
  'invoice_id',
  'order_id',
  'amount',
  'currency',
  'status',
  'paid_with',
  'paid_amount',
  'fee',
  'claim_number',
  'description',
];

/** `GET /users/me/shop/sales.csv`: the sales of the filter as CSV (at most `SALES_CSV_LIMIT` rows, newest first). */
export async function exportSalesCsv(
  deps: Pick<TMerchantDeps, 'repo' | 'ledger' | 'catalogue' | 'publicUrl' | 'now'>,
  userId: number,
  query: TSalesFilter,
): Promise<string> {
  const shop = await ownShop(deps, userId);
  const { rows } = await deps.ledger.salesPage({
    shopId: shop.id,
    ...query,
    page: 1,
    size: SALES_CSV_LIMIT,
    now: deps.now(),
  });
  const lines = rows
    .map((r) => saleView(deps, r))
    .map((s) => [
      s.createdAt,
      s.id,
      s.orderId,
      s.amount,
      s.currency,
      s.status,
      s.paidWith?.currency ?? '',
      s.paidWith?.amount ?? '',
      s.fee ?? '',
      s.claimNumber ?? '',
      s.description,
    ]);
  return csvText([HEADER, ...lines]);
}
