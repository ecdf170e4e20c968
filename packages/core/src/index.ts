export * from './i18n/locales.js';
export * from './routes/route-table.js';
export * from './routes/match-route.js';
export * from './errors/error-codes.js';
export * from './contracts/common.js';
export * from './contracts/system.js';
