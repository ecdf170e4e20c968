/** News, pages and FAQ: public reads, the editors' desk, the demo texts. */
export { createContentRepo, type TContentRepo } from './content.repo.js';
export { contentRoutes } from './content.routes.js';
export { seedDemoContent } from './content.seed.js';
export { createContentService, type TContentService } from './content.service.js';
export { renderMarkdown } from './markdown.js';
