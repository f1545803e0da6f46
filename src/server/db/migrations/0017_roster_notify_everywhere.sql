-- The roster triggers of 0016 notified only when the writing session itself listened, which is
-- true only of PGlite's one session. With the read barrier of decision 0112 the roster version is
-- also trusted on PostgreSQL until a notification names the practitioner, so they now notify on
-- every database (still moving the version with the counts, as in 0016).
CREATE OR REPLACE FUNCTION mtc_roster_count_add() RETURNS trigger AS $$
BEGIN
  INSERT INTO roster_counts AS c (practitioner_id, total, active, version)
    SELECT practitioner_id, count(*), count(*) FILTER (WHERE is_active), 1 FROM changed GROUP BY practitioner_id
    ON CONFLICT (practitioner_id) DO UPDATE
      SET total = c.total + EXCLUDED.total, active = c.active + EXCLUDED.active, version = c.version + 1;
  PERFORM pg_notify('mtc_roster_changed', p::text) FROM (SELECT DISTINCT practitioner_id AS p FROM changed) AS d;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION mtc_roster_count_remove() RETURNS trigger AS $$
BEGIN
  UPDATE roster_counts AS c SET total = c.total - d.total, active = c.active - d.active, version = c.version + 1
    FROM (SELECT practitioner_id, count(*) AS total, count(*) FILTER (WHERE is_active) AS active FROM changed GROUP BY practitioner_id) AS d
    WHERE c.practitioner_id = d.practitioner_id;
  PERFORM pg_notify('mtc_roster_changed', p::text) FROM (SELECT DISTINCT practitioner_id AS p FROM changed) AS d;
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
  PERFORM pg_notify('mtc_roster_changed', p::text)
    FROM (SELECT practitioner_id AS p FROM before_rows UNION SELECT practitioner_id FROM after_rows) AS d;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
