ALTER TABLE "positions" DROP CONSTRAINT "positions_device_id_devices_id_fk";
--> statement-breakpoint
-- What ON DELETE CASCADE did for positions: a deleted tracker's positions go with it (0015-ingest-throughput.md).
CREATE FUNCTION delete_positions_of_deleted_devices() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM positions p USING deleted_devices d WHERE p.device_id = d.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER devices_delete_positions AFTER DELETE ON devices REFERENCING OLD TABLE AS deleted_devices
  FOR EACH STATEMENT EXECUTE FUNCTION delete_positions_of_deleted_devices();
