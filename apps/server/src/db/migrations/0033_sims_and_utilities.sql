CREATE TABLE "sandbox_carrier_sims" (
	"iccid" text PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"ready_at" timestamp with time zone,
	"phone" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sim_swaps" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"old_iccid" text,
	"iccid" text NOT NULL,
	"status" text NOT NULL,
	"requested_by" integer,
	"deadline_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"failure" text,
	"rewarded" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sims" (
	"id" serial PRIMARY KEY NOT NULL,
	"iccid" text NOT NULL,
	"carrier" text NOT NULL,
	"status" text NOT NULL,
	"account_id" integer,
	"device_id" integer,
	"phone" text,
	"carrier_ref" text,
	"replace_by" timestamp with time zone,
	"activated_at" timestamp with time zone,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sims_iccid_unique" UNIQUE("iccid")
);
--> statement-breakpoint
CREATE TABLE "utility_jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"params" jsonb NOT NULL,
	"items" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"cursor" integer DEFAULT 0 NOT NULL,
	"succeeded" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"results" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"created_by" integer,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "details" jsonb;--> statement-breakpoint
ALTER TABLE "sim_swaps" ADD CONSTRAINT "sim_swaps_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_swaps" ADD CONSTRAINT "sim_swaps_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_swaps" ADD CONSTRAINT "sim_swaps_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sims" ADD CONSTRAINT "sims_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sims" ADD CONSTRAINT "sims_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utility_jobs" ADD CONSTRAINT "utility_jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sim_swaps_in_progress_idx" ON "sim_swaps" USING btree ("device_id") WHERE status = 'in-progress';--> statement-breakpoint
CREATE INDEX "sim_swaps_deadline_idx" ON "sim_swaps" USING btree ("deadline_at") WHERE status = 'in-progress';--> statement-breakpoint
CREATE INDEX "sim_swaps_account_idx" ON "sim_swaps" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "sims_account_idx" ON "sims" USING btree ("account_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "sims_active_device_idx" ON "sims" USING btree ("device_id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "utility_jobs_open_idx" ON "utility_jobs" USING btree ("id") WHERE status in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "utility_jobs_created_idx" ON "utility_jobs" USING btree ("created_at");