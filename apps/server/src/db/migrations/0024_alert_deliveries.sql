CREATE TABLE "alert_deliveries" (
	"event_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"channel" text NOT NULL,
	"outbox_id" bigint NOT NULL,
	CONSTRAINT "alert_deliveries_event_id_user_id_channel_pk" PRIMARY KEY("event_id","user_id","channel")
);
--> statement-breakpoint
CREATE TABLE "alert_windows" (
	"account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"channel" text NOT NULL,
	"next_send_at" timestamp with time zone NOT NULL,
	CONSTRAINT "alert_windows_account_id_user_id_channel_pk" PRIMARY KEY("account_id","user_id","channel")
);
--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_event_id_device_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."device_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_windows" ADD CONSTRAINT "alert_windows_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_windows" ADD CONSTRAINT "alert_windows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_deliveries_outbox_idx" ON "alert_deliveries" USING btree ("outbox_id");