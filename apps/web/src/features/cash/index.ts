export { CashOffices, type TCashOfficesProps } from './components/cash-offices';
export { CashAbout } from './components/cash-about';
export { useCashOffices, cashQueryOptions } from './api/get-cash';
