CREATE TABLE "current_positions" (
	"device_id" integer PRIMARY KEY NOT NULL,
	"position_id" bigint NOT NULL,
	"fix_time" timestamp with time zone NOT NULL,
	"server_time" timestamp with time zone NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"valid" boolean NOT NULL,
	"fix" text NOT NULL,
	"accuracy" real,
	"speed" real,
	"course" real,
	"altitude" real,
	"battery" smallint,
	"charging" boolean,
	"low_battery" boolean NOT NULL,
	"sos" boolean NOT NULL,
	"overspeed" boolean NOT NULL,
	"temperature" real,
	"humidity" real,
	"address" text,
	"last_movement_time" timestamp with time zone,
	"last_movement_time_without_cell" timestamp with time zone,
	"rest_latitude" double precision,
	"rest_longitude" double precision,
	"rest_latitude_without_cell" double precision,
	"rest_longitude_without_cell" double precision
);
--> statement-breakpoint
CREATE TABLE "geocode_cache" (
	"key" text PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"device_id" integer NOT NULL,
	"fix_time" timestamp with time zone NOT NULL,
	"server_time" timestamp with time zone DEFAULT now() NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"valid" boolean DEFAULT true NOT NULL,
	"fix" text DEFAULT 'gps' NOT NULL,
	"accuracy" real,
	"speed" real,
	"course" real,
	"altitude" real,
	"battery" smallint,
	"charging" boolean,
	"low_battery" boolean DEFAULT false NOT NULL,
	"sos" boolean DEFAULT false NOT NULL,
	"overspeed" boolean DEFAULT false NOT NULL,
	"temperature" real,
	"humidity" real,
	"address" text,
	"attributes" jsonb
);
--> statement-breakpoint
ALTER TABLE "current_positions" ADD CONSTRAINT "current_positions_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "current_positions_fix_time_idx" ON "current_positions" USING btree ("fix_time");--> statement-breakpoint
CREATE UNIQUE INDEX "positions_device_fix_time_idx" ON "positions" USING btree ("device_id","fix_time");