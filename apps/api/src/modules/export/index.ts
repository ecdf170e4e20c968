/** The rates export for monitors (BestChange XML and JSON). */
export { exportRoutes } from './export.routes.js';
