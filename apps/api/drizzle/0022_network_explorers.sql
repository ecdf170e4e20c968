CREATE TABLE "network_explorers" (
	"network_code" text PRIMARY KEY NOT NULL,
	"tx_url" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
