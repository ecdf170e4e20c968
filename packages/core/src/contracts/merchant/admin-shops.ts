/** Shops in the back office: the list operators search, and their decision on a shop. */
import { z } from 'zod';
import { ZPage, ZPageQuery } from '../common.js';
import { SHOP_STATUSES, ZMyShop } from './shops.js';

/** The back office's list of shops. */
export const ZAdminShop = ZMyShop.omit({ webhookSecret: true })
  .extend({ ownerEmail: z.string() })
  .meta({ id: 'AdminShop' });
export type TAdminShop = z.infer<typeof ZAdminShop>;

export const ZAdminShopQuery = ZPageQuery.extend({
  status: z.enum(SHOP_STATUSES).optional(),
  /** A shop's number, or words of its name, its site or its owner's e-mail. */
  q: z.string().trim().max(200).optional(),
});
export type TAdminShopQuery = z.input<typeof ZAdminShopQuery>;
export const ZAdminShopPage = ZPage(ZAdminShop)
  .extend({
    /** Shops waiting for an operator, whatever the filters: the navigation's badge. */
    pending: z.number().int().min(0),
  })
  .meta({ id: 'AdminShopPage' });
export type TAdminShopPage = z.infer<typeof ZAdminShopPage>;

/** `POST /admin/api/shops/{id}/decision/`. */
export const ZShopDecision = z
  .object({
    decision: z.enum(['approve', 'reject', 'block']),
    reason: z.string().trim().max(500).default(''),
  })
  .meta({ id: 'ShopDecision' });
export type TShopDecision = z.input<typeof ZShopDecision>;
