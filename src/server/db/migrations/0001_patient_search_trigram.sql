-- Patient search matches name or chief complaint anywhere in the text, case- and accent-insensitively
-- (search_text is kept lower-cased and accent-free by the app); a trigram index keeps ILIKE '%term%' fast
-- for practices with thousands of patients.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "patients_search_trgm_idx" ON "patients" USING gin ("search_text" gin_trgm_ops);
