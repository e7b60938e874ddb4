-- Trigram search: ships with PostgreSQL's contrib set and with PGlite. gen_random_uuid() is
-- built into PostgreSQL 13 and later, so no other extension is needed.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
