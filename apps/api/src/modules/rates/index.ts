/** Rate feeds: adapters, storage, refresh job and the freshness rule the catalogue applies. */
export * from './feeds/index.js';
export * from './rate-freshness.js';
export * from './rates.repo.js';
export * from './rates.service.js';
export * from './rate-refresh.job.js';
