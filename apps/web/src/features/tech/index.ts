export { getTech, techQueryOptions, useTech } from './api/get-tech';
export { DemoBanner } from './components/demo-banner';
export { MaintenanceBanner } from './components/maintenance-banner';
