// Helpers commands share: the global options, configuration loading and flag parsers.
import { InvalidArgumentError, type Command } from 'commander';
import type { Config } from '../../config.js';

/** Options of this command merged with the program's global ones (--config, --verbose). */
export function allOptions(cmd: Command): Record<string, any> {
  return cmd.optsWithGlobals();
}

/** The configuration for this command; config.ts (and zod) load here, not when the CLI starts. */
export async function configFor(cmd: Command, flags: Record<string, unknown> = {}): Promise<Config> {
  const all = allOptions(cmd);
  const { loadConfig } = await import('../../config.js');
  return loadConfig({ configPath: all.config, flags: { databaseUrl: all.databaseUrl, ...flags } });
}

/** A whole-number flag, refused with a usage error that names the flag. */
export function intFlag(name: string, min = 0) {
  return (value: string) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < min) throw new InvalidArgumentError(`${name} must be a whole number${min > 0 ? ` of at least ${min}` : ''}`);
    return n;
  };
}
