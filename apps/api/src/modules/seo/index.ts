/** Sitemaps in both languages. */
export { sitemapRoutes } from './sitemap.routes.js';
