/** The public list of partner shops. */
export { shopsRoutes } from './shops.routes.js';
export { createShopsRepo } from './shops.repo.js';
export { createShopsService } from './shops.service.js';
