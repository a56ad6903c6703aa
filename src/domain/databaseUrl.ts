// The one test of "this database is PostgreSQL": a postgres:// (or postgresql://) URL rather than a SQLite file path.
// Small and free of imports, so that the CLI's command definitions can use it without loading the store or zod.

/** A PostgreSQL URL (postgres://… or postgresql://…, any case) rather than a SQLite file path. */
export const isDatabaseUrl = (target: string): boolean => /^postgres(ql)?:\/\//i.test(target);
