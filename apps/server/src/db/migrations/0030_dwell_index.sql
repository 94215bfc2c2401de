-- The dwell dashboard's visits of a period per geofence, read from the index alone (docs/decisions/0063). A custom
-- migration because Drizzle cannot declare INCLUDE; the schema's comment in geofences.ts names it.
CREATE INDEX IF NOT EXISTS "geofence_visits_dwell_idx" ON "geofence_visits" USING btree ("geofence_id","exited_at") INCLUDE ("entered_at","device_id");
