/**
 * The rates export for monitors (`/export/rates.json`, the JSON twin of the BestChange XML at
 * `/export/rates.xml`): one item per active direction, a cash direction once per city.
 */
import { z } from 'zod';

export const ZRatesExportItem = z
  .object({
    /** Monitor currency codes (`BTC`, `SBERRUB`, `CASHRUB`…). */
    from: z.string(),
    to: z.string(),
    /** `in` of `from` buys `out` of `to`; one side is 1. */
    in: z.string(),
    out: z.string(),
    /** The receive currency's available reserve. */
    amount: z.string(),
    /** Send limits with the currency's ticker (`"0.001 BTC"`); `maxamount` may be empty. */
    minamount: z.string(),
    maxamount: z.string(),
    /** `manual` (an operator handles every claim), `cardverify` (card verification required). */
    param: z.array(z.string()),
    /** Monitor city code of a cash direction. */
    city: z.string().optional(),
  })
  .meta({ id: 'RatesExportItem' });
export type TRatesExportItem = z.infer<typeof ZRatesExportItem>;

export const ZRatesExportJson = z
  .object({ rates: z.array(ZRatesExportItem) })
  .meta({ id: 'RatesExportJson' });
export type TRatesExportJson = z.infer<typeof ZRatesExportJson>;
