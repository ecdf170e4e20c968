export { useMyShop } from './api/get-my-shop';
export { LinkGenerator } from './components/link-generator';
export { SalesHistory } from './components/sales-history';
export { ShopApi } from './components/shop-api';
export { ShopOverview, SHOP_STATUS_NAME } from './components/shop-overview';
export { ShopStatistics } from './components/shop-statistics';
export { ShopWithdrawal } from './components/shop-withdrawal';
