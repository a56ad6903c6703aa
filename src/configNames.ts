// The parts of the configuration that need no schema: the CLI's command definitions use these without loading
// config.ts and zod (about 100 modules, most of the 2.5-3x bare `node` that `reconfirm --version` took before).
import { isDatabaseUrl } from './domain/databaseUrl.js';

export const CHANNELS = ['simulator', 'email', 'webform', 'http', 'manual', 'ota', 'ota-pull'] as const;
export type ChannelName = (typeof CHANNELS)[number];

/** The service database: the PostgreSQL URL when one is set, else the SQLite file. */
export const databaseTarget = (config: { db: string; databaseUrl?: string }): string => config.databaseUrl ?? config.db;

/** The service database is PostgreSQL (databaseUrl, or a postgres:// URL given as --db). */
export const usesPostgres = (config: { db: string; databaseUrl?: string }): boolean => isDatabaseUrl(databaseTarget(config));
