/** The public list of partner shops. */
export { shopsRoutes } from './shops.routes.js';
export { createShopsService } from './shops.service.js';
