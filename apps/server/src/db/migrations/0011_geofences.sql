CREATE TABLE "geofence_visits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"geofence_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"entered_at" timestamp with time zone NOT NULL,
	"exited_at" timestamp with time zone,
	"enter_position_id" bigint,
	"exit_position_id" bigint
);
--> statement-breakpoint
CREATE TABLE "geofences" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"is_irregular" boolean DEFAULT false NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"radius" real,
	"geo_json" jsonb,
	"allowable_dwell_days" smallint,
	"max_assets" smallint,
	"min_assets" smallint,
	"full_name" text,
	"email" text,
	"phone" text,
	"company_name" text,
	"is_alertable" boolean DEFAULT false NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "current_positions" ADD COLUMN "is_inside_geofences" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "is_inside_geofences" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "geofence_visits" ADD CONSTRAINT "geofence_visits_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geofence_visits" ADD CONSTRAINT "geofence_visits_geofence_id_geofences_id_fk" FOREIGN KEY ("geofence_id") REFERENCES "public"."geofences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geofence_visits" ADD CONSTRAINT "geofence_visits_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geofences" ADD CONSTRAINT "geofences_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "geofence_visits_open_idx" ON "geofence_visits" USING btree ("device_id","geofence_id") WHERE "geofence_visits"."exited_at" is null;--> statement-breakpoint
CREATE INDEX "geofence_visits_geofence_idx" ON "geofence_visits" USING btree ("geofence_id","entered_at");--> statement-breakpoint
CREATE INDEX "geofence_visits_device_idx" ON "geofence_visits" USING btree ("device_id","entered_at");--> statement-breakpoint
CREATE INDEX "geofences_account_idx" ON "geofences" USING btree ("account_id","name");