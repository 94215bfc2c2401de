-- Every report rewrites its tracker's current_positions row. With no index on a column that changes (nothing
-- filtered or sorted on fix_time here), PostgreSQL can update the row in place on its page (a HOT update): no new
-- index entries, and the old version is cleared as the page is next read. Half-empty pages leave that room.
DROP INDEX "current_positions_fix_time_idx";--> statement-breakpoint
ALTER TABLE "current_positions" SET (fillfactor = 50);
