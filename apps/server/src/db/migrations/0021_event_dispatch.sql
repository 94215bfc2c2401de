-- events stored before the dispatcher existed are old news: they count as dispatched; new ones wait for it
ALTER TABLE "device_events" ADD COLUMN "dispatched" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "device_events" ALTER COLUMN "dispatched" SET DEFAULT false;--> statement-breakpoint
CREATE INDEX "device_events_undispatched_idx" ON "device_events" USING btree ("id") WHERE not "device_events"."dispatched";
