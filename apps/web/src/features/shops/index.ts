export { ShopsList, type TShopsListProps } from './components/shops-list';
