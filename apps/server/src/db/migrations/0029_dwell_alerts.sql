CREATE TABLE "geofence_asset_counts" (
	"geofence_id" integer PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"devices_count" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "geofence_visits" ADD COLUMN "dwell_alerted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "geofence_asset_counts" ADD CONSTRAINT "geofence_asset_counts_geofence_id_geofences_id_fk" FOREIGN KEY ("geofence_id") REFERENCES "public"."geofences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "geofence_visits_open_geofence_idx" ON "geofence_visits" USING btree ("geofence_id","entered_at") WHERE "geofence_visits"."exited_at" is null;