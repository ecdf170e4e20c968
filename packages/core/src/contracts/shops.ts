/**
 * The public list of shops that accept payment through the exchanger (the `/shops` page). Shops
 * are approved by operators in the merchant area (docs/decisions/013-shops.md).
 */
import { z } from 'zod';
import { ZPage, ZPageQuery } from './common.js';

export const ZShopsQuery = ZPageQuery;
export type TShopsQuery = z.input<typeof ZShopsQuery>;

/** An approved shop as visitors see it. */
export const ZShop = z
  .object({
    id: z.number().int(),
    name: z.string(),
    /** The shop's site. */
    url: z.string(),
    description: z.string(),
    /** A logo address, or null. */
    logo: z.string().nullable(),
    approvedAt: z.string(),
  })
  .meta({ id: 'Shop' });
export type TShop = z.infer<typeof ZShop>;

/** `GET /api/v1/shops/?page&size`: approved shops, newest approval first. */
export const ZShopPage = ZPage(ZShop).meta({ id: 'ShopPage' });
export type TShopPage = z.infer<typeof ZShopPage>;
