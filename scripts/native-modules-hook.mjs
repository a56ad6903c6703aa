// Preloaded (NODE_OPTIONS=--import) when the suite runs on a second Node version: resolves `better-sqlite3` to a copy
// compiled for that Node's ABI (RECONFIRM_BETTER_SQLITE3_DIR), so the project's own build, made for the machine's
// Node, is neither loaded nor overwritten. Synchronous in-thread hooks (Node >= 22.15) also cover worker threads,
// which run this preload too, and require() as well as import.
import { registerHooks } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const dir = process.env.RECONFIRM_BETTER_SQLITE3_DIR;
if (dir) {
  const entry = pathToFileURL(join(dir, 'lib', 'index.js')).href;
  registerHooks({
    resolve(specifier, context, nextResolve) {
      if (specifier === 'better-sqlite3') return { url: entry, format: 'commonjs', shortCircuit: true };
      return nextResolve(specifier, context);
    },
  });
}
