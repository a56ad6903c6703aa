// Preloaded (NODE_OPTIONS=--import) when the suite runs on a second Node version: resolves the native modules that
// scripts/test-all-nodes.mjs compiled for that Node's ABI (RECONFIRM_NATIVE_MODULES_DIR, a node_modules directory in
// its cache) from there, so the project's own node_modules, made for the machine's Node, is neither loaded nor
// overwritten. Today that is `better-sqlite3-13`, the driver src/store/sqliteDriver.ts asks for on Node >= 22
// (`better-sqlite3` 12 stays the project's: on this Node its JavaScript is imported by drizzle-orm but never opened).
// Synchronous in-thread hooks (Node >= 22.15) also cover worker threads, which run this preload too, and require()
// as well as import, including subpaths such as `better-sqlite3-13/package.json`.
import { existsSync } from 'node:fs';
import { createRequire, registerHooks } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const dir = process.env.RECONFIRM_NATIVE_MODULES_DIR;
const PACKAGES = ['better-sqlite3-13'].filter((name) => dir && existsSync(join(dir, name, 'package.json')));
if (PACKAGES.length) {
  // Resolved as if required from a file in that directory, so Node's own rules (main, exports) apply there. Not by
  // passing nextResolve another parentURL: for require() Node resolves from the requiring module and ignores it.
  const fromCache = createRequire(join(dir, 'resolve-from-here.js'));
  let inner = false; // fromCache.resolve() passes through this hook too: the inner call takes Node's default.
  registerHooks({
    resolve(specifier, context, nextResolve) {
      if (!inner && PACKAGES.some((name) => specifier === name || specifier.startsWith(`${name}/`))) {
        inner = true;
        try {
          return { url: pathToFileURL(fromCache.resolve(specifier)).href, shortCircuit: true };
        } finally {
          inner = false;
        }
      }
      return nextResolve(specifier, context);
    },
  });
}
