ALTER TABLE "cities" ADD COLUMN "code" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The demo catalogue's cities seeded before codes existed.
UPDATE "cities" SET "code" = CASE "name"->>'en' WHEN 'Moscow' THEN 'MSK' WHEN 'Saint Petersburg' THEN 'SPB' WHEN 'Yekaterinburg' THEN 'EKB' WHEN 'Kazan' THEN 'KZN' ELSE '' END WHERE "code" = '';
