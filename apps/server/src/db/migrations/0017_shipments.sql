CREATE TABLE "shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"account_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"name" text NOT NULL,
	"carrier" text,
	"status" text DEFAULT 'Not Started' NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"estimated_end_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"late_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"from_geofence_id" integer,
	"from_name" text NOT NULL,
	"from_lat" double precision NOT NULL,
	"from_lng" double precision NOT NULL,
	"to_geofence_id" integer,
	"to_name" text NOT NULL,
	"to_lat" double precision NOT NULL,
	"to_lng" double precision NOT NULL,
	"notify_at" smallint DEFAULT 0 NOT NULL,
	"notification_emails" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notification_phone_numbers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "device_events" ADD COLUMN "shipment_id" integer;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_from_geofence_id_geofences_id_fk" FOREIGN KEY ("from_geofence_id") REFERENCES "public"."geofences"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_to_geofence_id_geofences_id_fk" FOREIGN KEY ("to_geofence_id") REFERENCES "public"."geofences"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipments_account_start_idx" ON "shipments" USING btree ("account_id","start_at");--> statement-breakpoint
CREATE INDEX "shipments_ongoing_idx" ON "shipments" USING btree ("account_id","device_id") WHERE "shipments"."ended_at" is null;--> statement-breakpoint
ALTER TABLE "device_events" ADD CONSTRAINT "device_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "device_events_shipment_idx" ON "device_events" USING btree ("shipment_id","event_type") WHERE "device_events"."shipment_id" is not null;