/** Liveness and readiness. */
export { systemRoutes } from './system.routes.js';
