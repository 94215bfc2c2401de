CREATE TABLE "commands" (
	"id" serial PRIMARY KEY NOT NULL,
	"model_id" integer,
	"parent_id" integer,
	"title" text NOT NULL,
	"description" text,
	"commands" text DEFAULT '' NOT NULL,
	"is_category" boolean DEFAULT false NOT NULL,
	"has_arguments" boolean DEFAULT false NOT NULL,
	"translation" text,
	"is_sent_via_data" boolean DEFAULT true NOT NULL,
	"is_sent_via_sms" boolean DEFAULT false NOT NULL,
	"is_sent_via_sos" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"device_id" integer NOT NULL,
	"user_id" integer,
	"command_id" integer,
	"channel" text NOT NULL,
	"message_to_device" text NOT NULL,
	"message_from_device" text,
	"translation" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "device_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"event_type" text NOT NULL,
	"description" text NOT NULL,
	"position_id" bigint,
	"attributes" jsonb,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_triggers" (
	"device_id" integer PRIMARY KEY NOT NULL,
	"min_temperature" real,
	"max_temperature" real,
	"min_humidity" real,
	"max_humidity" real,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "commands" ADD CONSTRAINT "commands_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_command_id_commands_id_fk" FOREIGN KEY ("command_id") REFERENCES "public"."commands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_events" ADD CONSTRAINT "device_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_events" ADD CONSTRAINT "device_events_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_triggers" ADD CONSTRAINT "device_triggers_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commands_model_idx" ON "commands" USING btree ("model_id");--> statement-breakpoint
CREATE INDEX "messages_device_idx" ON "messages" USING btree ("device_id","id");--> statement-breakpoint
CREATE INDEX "messages_status_idx" ON "messages" USING btree ("status");--> statement-breakpoint
CREATE INDEX "device_events_device_idx" ON "device_events" USING btree ("device_id","created_at");--> statement-breakpoint
CREATE INDEX "device_events_account_idx" ON "device_events" USING btree ("account_id","created_at");