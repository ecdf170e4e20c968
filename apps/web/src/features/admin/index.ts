export { ADMIN_KEY } from './api/admin-keys';
export { useWaitingClaims } from './api/get-admin-claims';
export { usePendingShops } from './api/get-admin-shops';
export { usePendingShopWithdrawals } from './api/get-shop-withdrawals';
export { useNewMessages } from './api/get-messages';
export { AuditLog, type TAuditLogProps, type TAuditView } from './components/audit-log';
export { ClaimDesk, type TClaimDeskProps } from './components/claim-desk';
export { ClaimsQueue, type TClaimsQueueProps, type TClaimsView } from './components/claims-queue';
export { ContentCreate, type TContentCreateProps } from './components/content-create';
export { ContentEditor, type TContentEditorProps } from './components/content-editor';
export { ContentList, type TContentListProps, type TContentView } from './components/content-list';
export { ContestEditor, type TContestEditorProps } from './components/contest-editor';
export { CurrenciesDesk, type TCurrenciesDeskProps } from './components/currencies-desk';
export { CurrencyCreate, type TCurrencyCreateProps } from './components/currency-create';
export { CurrencyEditor, type TCurrencyEditorProps } from './components/currency-editor';
export { DirectionsDesk, type TDirectionsDeskProps } from './components/directions-desk';
export { FeedsDesk } from './components/feeds-desk';
export { MessageDesk, type TMessageDeskProps } from './components/message-desk';
export { MessagesDesk, type TMessagesDeskProps, type TMessagesView } from './components/messages-desk';
export { SettingsDesk, type TSettingsDeskProps } from './components/settings-desk';
export { ShopsDesk, type TShopsDeskProps, type TShopsView } from './components/shops-desk';
export { UsersDesk, type TUsersDeskProps, type TUsersView } from './components/users-desk';
export {
  ShopWithdrawalsDesk,
  WithdrawalsDesk,
  type TWithdrawalsDeskProps,
  type TWithdrawalsView,
} from './components/withdrawals-desk';
export {
  AUDIT_FILTER_RULES,
  CLAIM_FILTER_RULES,
  CONTENT_FILTER_RULES,
  DIRECTION_FILTER_RULES,
  filtersToSearch,
  MESSAGE_FILTER_RULES,
  readFilters,
  readPage,
  SHOP_FILTER_RULES,
  USER_FILTER_RULES,
  WITHDRAWAL_FILTER_RULES,
  WITHDRAWAL_STATUSES,
  type TAuditFilters,
  type TClaimFilters,
  type TContentFilters,
  type TDirectionFilters,
  type TMessageFilters,
  type TShopFilters,
  type TUserFilters,
  type TWithdrawalStatus,
} from './utils/search-params';
