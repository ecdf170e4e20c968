export { ExchangeScreen, type TExchangeScreenProps } from './components/exchange-screen';
export { pairQueryOptions, usePair } from './api/get-pair';
