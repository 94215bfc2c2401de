CREATE TABLE "unknown_trackers" (
	"identifier" text PRIMARY KEY NOT NULL,
	"protocol" text NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"report_count" integer NOT NULL,
	"last_latitude" double precision,
	"last_longitude" double precision
);
--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "iccid" text;