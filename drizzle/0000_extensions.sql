-- Extensions the schema needs before any table: trigram indexes on part numbers.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
