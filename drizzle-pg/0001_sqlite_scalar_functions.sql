-- SQLite's two-argument scalar min(a, b) and max(a, b), which the store's SQL uses (src/store/jobs.ts), for bigint.
-- Unlike LEAST/GREATEST, which skip NULLs, SQLite's multi-argument min/max return NULL when any argument is NULL:
-- mirrored here. They sit in public beside the one-argument aggregates min/max of pg_catalog (a different
-- signature); plain SQL bodies, IMMUTABLE and not STRICT, so the planner inlines them into the calling statement.
-- No (text, text) versions: with both, min($1, $2) over untyped parameters (node-postgres sends them untyped)
-- resolves to the text one, since PostgreSQL prefers the string category for unknowns, and min(10, 5) would be '10'.
CREATE FUNCTION public.min(a bigint, b bigint) RETURNS bigint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN a IS NULL OR b IS NULL THEN NULL ELSE LEAST(a, b) END $$;--> statement-breakpoint
CREATE FUNCTION public.max(a bigint, b bigint) RETURNS bigint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN a IS NULL OR b IS NULL THEN NULL ELSE GREATEST(a, b) END $$;
