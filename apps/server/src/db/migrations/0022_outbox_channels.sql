ALTER TABLE "outbox" ADD COLUMN "group_key" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "rule_run_id" bigint;--> statement-breakpoint
CREATE INDEX "outbox_group_idx" ON "outbox" USING btree ("group_key") WHERE status = 'pending' and group_key is not null;--> statement-breakpoint
CREATE INDEX "outbox_rule_run_idx" ON "outbox" USING btree ("rule_run_id") WHERE rule_run_id is not null;