-- roster_counts follows patients: one statement-level trigger per kind of change, reading the
-- changed rows as a table, so a bulk insert updates each practitioner's count once per statement.
CREATE OR REPLACE FUNCTION mtc_roster_count_add() RETURNS trigger AS $$
BEGIN
  INSERT INTO roster_counts AS c (practitioner_id, total, active)
    SELECT practitioner_id, count(*), count(*) FILTER (WHERE is_active) FROM changed GROUP BY practitioner_id
    ON CONFLICT (practitioner_id) DO UPDATE SET total = c.total + EXCLUDED.total, active = c.active + EXCLUDED.active;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION mtc_roster_count_remove() RETURNS trigger AS $$
BEGIN
  UPDATE roster_counts AS c SET total = c.total - d.total, active = c.active - d.active
    FROM (SELECT practitioner_id, count(*) AS total, count(*) FILTER (WHERE is_active) AS active FROM changed GROUP BY practitioner_id) AS d
    WHERE c.practitioner_id = d.practitioner_id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION mtc_roster_count_update() RETURNS trigger AS $$
BEGIN
  UPDATE roster_counts AS c SET total = c.total - d.total, active = c.active - d.active
    FROM (SELECT practitioner_id, count(*) AS total, count(*) FILTER (WHERE is_active) AS active FROM before_rows GROUP BY practitioner_id) AS d
    WHERE c.practitioner_id = d.practitioner_id;
  INSERT INTO roster_counts AS c (practitioner_id, total, active)
    SELECT practitioner_id, count(*), count(*) FILTER (WHERE is_active) FROM after_rows GROUP BY practitioner_id
    ON CONFLICT (practitioner_id) DO UPDATE SET total = c.total + EXCLUDED.total, active = c.active + EXCLUDED.active;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER patients_roster_count_insert AFTER INSERT ON patients
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION mtc_roster_count_add();
--> statement-breakpoint
CREATE TRIGGER patients_roster_count_delete AFTER DELETE ON patients
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION mtc_roster_count_remove();
--> statement-breakpoint
CREATE TRIGGER patients_roster_count_update AFTER UPDATE ON patients
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION mtc_roster_count_update();
--> statement-breakpoint
INSERT INTO roster_counts (practitioner_id, total, active)
  SELECT practitioner_id, count(*), count(*) FILTER (WHERE is_active) FROM patients GROUP BY practitioner_id
  ON CONFLICT (practitioner_id) DO NOTHING;
