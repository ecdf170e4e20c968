/** The exchange contest shown on the calculator. */
export { createContestRepo } from './contest.repo.js';
export { contestRoutes } from './contest.routes.js';
export { seedDemoContest } from './contest.seed.js';
export { createContestService, type TContestService } from './contest.service.js';
