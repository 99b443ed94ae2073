-- 素材库's keyword search (name contains, case-insensitive) read every material of the company: over 50,000
-- a count cost 100 ms or more on PGlite. A trigram index lets a keyword with trigrams find its few rows
-- directly. PGlite loads pg_trgm when it opens (libs/server/db/src/pglite.ts); PostgreSQL has it in contrib.
-- A keyword without trigrams (one or two characters, or Chinese where the database's ctype is C) would
-- read the whole index: the list does not offer those to it (assets materials/keyword.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
-- Over lower(name): the list asks `lower(name) LIKE lower(pattern)`, what ILIKE does in a UTF-8 database, for
-- about half of ILIKE's cost on each row the index hands over for checking.
CREATE INDEX materials_name_trigrams ON materials USING gin (lower(name) gin_trgm_ops);
