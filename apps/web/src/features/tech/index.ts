export { getTech, techQueryOptions, useTech } from './api/get-tech';
export { MaintenanceBanner } from './components/maintenance-banner';
