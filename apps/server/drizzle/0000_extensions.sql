-- Diacritics-insensitive and fuzzy search (Vietnamese names) on both the embedded and the server database.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
