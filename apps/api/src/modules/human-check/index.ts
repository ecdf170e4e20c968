/** The optional proof-of-work check a direction can require of its claims (ALTCHA, self-hosted). */
export { createHumanCheckRepo, type THumanCheckRepo } from './human-check.repo.js';
export { humanCheckRoutes } from './human-check.routes.js';
export {
  createHumanCheckService,
  type THumanCheckPass,
  type THumanCheckService,
} from './human-check.service.js';
