-- Every app instance may keep signed-in sessions in memory (auth/session-cache.ts). Whatever ends a
-- session (sign-out, password change, account deletion and its cascades, expiry purge) deletes its
-- row here, so the database itself tells every listening instance at commit time.
CREATE OR REPLACE FUNCTION mtc_notify_session_end() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('mtc_session_end', OLD.token_hash);
  RETURN OLD;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER auth_sessions_notify_end AFTER DELETE OR UPDATE ON auth_sessions
  FOR EACH ROW EXECUTE FUNCTION mtc_notify_session_end();
