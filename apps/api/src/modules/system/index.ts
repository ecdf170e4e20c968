/** Liveness and readiness, and the figures the metrics read from the database. */
export { createSystemRepo, type TBusinessFigures, type TSystemRepo } from './system.repo.js';
export { systemRoutes } from './system.routes.js';
