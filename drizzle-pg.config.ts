// drizzle-kit: generates the committed PostgreSQL migrations in drizzle-pg/ from src/store/pg/schema.ts (the tables of
// src/store/schema.ts in PostgreSQL's terms).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/store/pg/schema.ts',
  out: './drizzle-pg',
});
