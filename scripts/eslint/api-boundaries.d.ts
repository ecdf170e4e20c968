import type { Rule } from 'eslint';

/** The server's import boundaries; see api-boundaries.js. */
export declare const apiBoundaries: Rule.RuleModule;
