ALTER TABLE "current_positions" ADD COLUMN "rest_accuracy" double precision;--> statement-breakpoint
ALTER TABLE "current_positions" ADD COLUMN "rest_accuracy_without_cell" double precision;