/**
 * The entry of the back office's chunk: only `loadAdminModule` (route-modules.ts) imports it,
 * dynamically, for the `/admin` routes.
 */
import type { TAdminModule } from '../route-modules';
import { AdminLayout } from './admin-layout';
import {
  AdminNotFoundPage,
  AuditPage,
  ClaimPage,
  ClaimsPage,
  ContentItemPage,
  ContentNewPage,
  ContentPage,
  ContestPage,
  CurrenciesPage,
  CurrencyNewPage,
  CurrencyPage,
  DirectionsPage,
  FeedsPage,
  MessagePage,
  MessagesPage,
  SettingsPage,
  ShopsPage,
  ShopWithdrawalsPage,
  UsersPage,
  WithdrawalsPage,
} from './admin-pages';
import { AdminRouteError } from './admin-route-error';

export { AdminLayout, AdminRouteError };

export const adminPages: TAdminModule['adminPages'] = {
  claims: ClaimsPage,
  claim: ClaimPage,
  users: UsersPage,
  shops: ShopsPage,
  withdrawals: WithdrawalsPage,
  'shop-withdrawals': ShopWithdrawalsPage,
  currencies: CurrenciesPage,
  currency: CurrencyPage,
  'currency-new': CurrencyNewPage,
  directions: DirectionsPage,
  feeds: FeedsPage,
  content: ContentPage,
  'content-new': ContentNewPage,
  'content-item': ContentItemPage,
  contest: ContestPage,
  messages: MessagesPage,
  message: MessagePage,
  settings: SettingsPage,
  audit: AuditPage,
  'not-found': AdminNotFoundPage,
};
