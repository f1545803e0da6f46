-- Every app instance may keep consumers' public records in memory (services/user-cache.ts).
-- Whatever changes or deletes a users row, the database itself tells every listening instance at
-- commit time.
CREATE OR REPLACE FUNCTION mtc_notify_user_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('mtc_user_changed', OLD.id::text);
  RETURN OLD;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_notify_changed AFTER DELETE OR UPDATE ON users
  FOR EACH ROW EXECUTE FUNCTION mtc_notify_user_changed();
