CREATE TABLE "login_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acting_admin_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"account_id" integer,
	"action" text NOT NULL,
	"method" text,
	"path" text,
	"status_code" integer,
	"ip" text,
	"request_id" text
);
--> statement-breakpoint
CREATE INDEX "login_attempts_window_ends_idx" ON "login_attempts" USING btree ("window_ends_at");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_admin_idx" ON "audit_log" USING btree ("acting_admin_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_user_idx" ON "audit_log" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_account_idx" ON "audit_log" USING btree ("account_id","created_at");