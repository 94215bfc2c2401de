ALTER TABLE "current_positions" ADD COLUMN "hdop" real;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "hdop" real;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "network" jsonb;