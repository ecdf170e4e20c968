/** Site settings: technical works, support channels, the chat widget, "About the exchanger". */
export { createAboutSettingsService, type TAboutSettingsService } from './about-settings.service.js';
export { createDemoBannerService, type TDemoBannerService } from './demo-banner.service.js';
export { createSettingsRepo, type TSettingsRepo } from './settings.repo.js';
export { settingsRoutes } from './settings.routes.js';
export { createSupportSettingsService } from './support-settings.service.js';
export { createTechService, type TTechService } from './tech.service.js';
