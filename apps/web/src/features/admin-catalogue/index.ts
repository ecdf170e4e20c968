/**
 * The catalogue of the back office: currencies (reserves, editor, logos), directions, rate feeds,
 * and the chains (their health, the networks' explorers).
 */
export { CurrenciesDesk, type TCurrenciesDeskProps } from './components/currencies-desk';
export { CurrencyCreate, type TCurrencyCreateProps } from './components/currency-create';
export { CurrencyEditor, type TCurrencyEditorProps } from './components/currency-editor';
export { DirectionsDesk, type TDirectionsDeskProps } from './components/directions-desk';
export { FeedsDesk } from './components/feeds-desk';
export {
  CURRENCY_FILTER_RULES,
  DIRECTION_FILTER_RULES,
  type TCurrencyFilters,
  type TDirectionFilters,
} from './utils/filters';
export { ChainsDesk } from './components/chains-desk';
export { NetworkExplorers } from './components/network-explorers';
