ALTER TABLE "roster_counts" ADD COLUMN "version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The roster-count triggers of 0008 now also move each changed practitioner's version, in the
-- same transaction as the change: a roster page read at version V holds every change up to V, so
-- any instance may answer it again while the version it reads is still V
-- (services/practitioner/roster-cache.ts). An update changes the version even when it changes no
-- count (a new name, a visit's date). On the embedded database they also NOTIFY
-- mtc_roster_changed with each changed practitioner's id: its one app process hears it in the
-- committing statement's own answer, and then need not even read the version. They notify only
-- when the writing session itself listens on that channel, which is true only there (PGlite has
-- one session, and the app LISTENs on it); on PostgreSQL no writing session listens, and a NOTIFY
-- nobody reads would still queue, and serialise the commits that send one.
CREATE OR REPLACE FUNCTION mtc_roster_count_add() RETURNS trigger AS $$
BEGIN
  INSERT INTO roster_counts AS c (practitioner_id, total, active, version)
    SELECT practitioner_id, count(*), count(*) FILTER (WHERE is_active), 1 FROM changed GROUP BY practitioner_id
    ON CONFLICT (practitioner_id) DO UPDATE
      SET total = c.total + EXCLUDED.total, active = c.active + EXCLUDED.active, version = c.version + 1;
  IF EXISTS (SELECT 1 FROM pg_listening_channels() AS c WHERE c = 'mtc_roster_changed') THEN
    PERFORM pg_notify('mtc_roster_changed', p::text) FROM (SELECT DISTINCT practitioner_id AS p FROM changed) AS d;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION mtc_roster_count_remove() RETURNS trigger AS $$
BEGIN
  UPDATE roster_counts AS c SET total = c.total - d.total, active = c.active - d.active, version = c.version + 1
    FROM (SELECT practitioner_id, count(*) AS total, count(*) FILTER (WHERE is_active) AS active FROM changed GROUP BY practitioner_id) AS d
    WHERE c.practitioner_id = d.practitioner_id;
  IF EXISTS (SELECT 1 FROM pg_listening_channels() AS c WHERE c = 'mtc_roster_changed') THEN
    PERFORM pg_notify('mtc_roster_changed', p::text) FROM (SELECT DISTINCT practitioner_id AS p FROM changed) AS d;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION mtc_roster_count_update() RETURNS trigger AS $$
BEGIN
  UPDATE roster_counts AS c SET total = c.total - d.total, active = c.active - d.active, version = c.version + 1
    FROM (SELECT practitioner_id, count(*) AS total, count(*) FILTER (WHERE is_active) AS active FROM before_rows GROUP BY practitioner_id) AS d
    WHERE c.practitioner_id = d.practitioner_id;
  INSERT INTO roster_counts AS c (practitioner_id, total, active, version)
    SELECT practitioner_id, count(*), count(*) FILTER (WHERE is_active), 1 FROM after_rows GROUP BY practitioner_id
    ON CONFLICT (practitioner_id) DO UPDATE
      SET total = c.total + EXCLUDED.total, active = c.active + EXCLUDED.active, version = c.version + 1;
  IF EXISTS (SELECT 1 FROM pg_listening_channels() AS c WHERE c = 'mtc_roster_changed') THEN
    PERFORM pg_notify('mtc_roster_changed', p::text)
      FROM (SELECT practitioner_id AS p FROM before_rows UNION SELECT practitioner_id FROM after_rows) AS d;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
