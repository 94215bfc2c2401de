CREATE TABLE "demo_history_backlog" (
	"device_id" integer PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"serial" text NOT NULL,
	"model_type" text NOT NULL,
	"history_from" timestamp with time zone NOT NULL,
	"history_to" timestamp with time zone NOT NULL,
	"recent_from" timestamp with time zone NOT NULL,
	"parked_since" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "demo_history_backlog" ADD CONSTRAINT "demo_history_backlog_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;