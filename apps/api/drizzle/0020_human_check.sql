CREATE TABLE "human_check_uses" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "directions" ADD COLUMN "human_check" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "human_check_uses_expires_idx" ON "human_check_uses" USING btree ("expires_at");