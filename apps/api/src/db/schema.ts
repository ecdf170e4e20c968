/**
 * The Drizzle schema: one source for PGlite and PostgreSQL. Money columns are `numeric` and are
 * read as strings (never a JS number). After changing it, run `npm run db:generate`.
 */
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Site-wide settings edited by operators: maintenance banner, contest, widget, … (key → JSON). */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
