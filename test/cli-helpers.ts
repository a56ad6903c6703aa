// Shared by the client CLI tests: an isolated config dir and ledger per test file, and the binary run against a service.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCli, tempDir } from './helpers.js';

export interface CliEnv {
  dir: string;
  env: NodeJS.ProcessEnv;
  run(args: string[], opts?: { env?: NodeJS.ProcessEnv; input?: string; timeoutMs?: number }): ReturnType<typeof runCli>;
  file(name: string, content: string): string;
  cleanup(): void;
}

/** No RECONFIRM_* from the developer's shell leaks in; the profile and ledger live in a temp dir. */
export function cliEnv(service?: { url: string; accountId: string; apiKey: string }): CliEnv {
  const { dir, cleanup } = tempDir('reconfirm-cli-');
  const env: NodeJS.ProcessEnv = {
    RECONFIRM_CONFIG_DIR: join(dir, 'config'),
    RECONFIRM_LEDGER: join(dir, 'ledger.db'),
    RECONFIRM_BASE_URL: service?.url ?? '',
    RECONFIRM_ACCOUNT_ID: service?.accountId ?? '',
    RECONFIRM_API_KEY: service?.apiKey ?? '',
    RECONFIRM_PROFILE: '',
    RECONFIRM_CONFIG: '',
    XDG_DATA_HOME: join(dir, 'data'),
  };
  return {
    dir,
    env,
    run: (args, opts = {}) => runCli(args, { cwd: dir, ...opts, env: { ...env, ...opts.env } }),
    file: (name, content) => {
      const path = join(dir, name);
      writeFileSync(path, content);
      return path;
    },
    cleanup,
  };
}
