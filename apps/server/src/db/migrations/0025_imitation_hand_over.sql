ALTER TABLE "sessions" ADD COLUMN "imitation_id" integer;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_imitation_id_sessions_id_fk" FOREIGN KEY ("imitation_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_imitation_idx" ON "sessions" USING btree ("imitation_id");