-- Global search ranks trigram similarity (typo tolerance, "inova" → Innova) next to full-text search.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
