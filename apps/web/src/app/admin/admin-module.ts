/**
 * The entry of the back office's chunk: only `loadAdminModule` (route-modules.ts) imports it,
 * dynamically, for the `/admin` routes. Each page is a file of its own (`pages/`), composed from
 * the back office's features; all of them load with this one chunk. The pages of the money
 * settings, shops and withdrawals are the administrators' alone (`adminsOnly`).
 */
import type { TAdminModule } from '../route-modules';
import { AdminLayout } from './admin-layout';
import { AdminRouteError } from './admin-route-error';
import { ApprovalsPage } from './pages/approvals-page';
import { adminsOnly } from './admins-only';
import { AuditPage } from './pages/audit-page';
import { ChainsPage } from './pages/chains-page';
import { ClaimPage } from './pages/claim-page';
import { ClaimsPage } from './pages/claims-page';
import { ContentItemPage } from './pages/content-item-page';
import { ContentNewPage } from './pages/content-new-page';
import { ContentPage } from './pages/content-page';
import { ContestPage } from './pages/contest-page';
import { CurrenciesPage } from './pages/currencies-page';
import { CurrencyNewPage } from './pages/currency-new-page';
import { CurrencyPage } from './pages/currency-page';
import { DirectionsPage } from './pages/directions-page';
import { FeedsPage } from './pages/feeds-page';
import { MessagePage } from './pages/message-page';
import { MessagesPage } from './pages/messages-page';
import { AdminNotFoundPage } from './pages/not-found-page';
import { SettingsPage } from './pages/settings-page';
import { ShopWithdrawalsPage } from './pages/shop-withdrawals-page';
import { ShopsPage } from './pages/shops-page';
import { UsersPage } from './pages/users-page';
import { WithdrawalsPage } from './pages/withdrawals-page';

export { AdminLayout, AdminRouteError };

export const adminPages: TAdminModule['adminPages'] = {
  claims: ClaimsPage,
  claim: ClaimPage,
  users: UsersPage,
  shops: adminsOnly(ShopsPage),
  withdrawals: adminsOnly(WithdrawalsPage),
  'shop-withdrawals': adminsOnly(ShopWithdrawalsPage),
  currencies: adminsOnly(CurrenciesPage),
  currency: adminsOnly(CurrencyPage),
  'currency-new': adminsOnly(CurrencyNewPage),
  directions: adminsOnly(DirectionsPage),
  feeds: adminsOnly(FeedsPage),
  chains: ChainsPage,
  content: ContentPage,
  'content-new': ContentNewPage,
  'content-item': ContentItemPage,
  contest: ContestPage,
  messages: MessagesPage,
  message: MessagePage,
  settings: SettingsPage,
  audit: AuditPage,
  approvals: adminsOnly(ApprovalsPage),
  'not-found': AdminNotFoundPage,
};
