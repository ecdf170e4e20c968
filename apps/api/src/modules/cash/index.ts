/** Cash offices: the cities where cash directions are served. */
export { cashRoutes } from './cash.routes.js';
export { createCashService } from './cash.service.js';
