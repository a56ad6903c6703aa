// Loaded before anything else in every process and thread of the binary (bin/reconfirm.js, and
// src/daemon/threads/entry.ts for each Worker: Node's hooks are per thread): on Node 22-24, a relative import between
// drizzle-orm's own files is resolved here without Node's package lookup.
//
// Why: Node 22 and 24 look up the package.json of every ES module file they load, and deserialise it anew each time,
// parsing its "exports" again (nodejs/node#58126, #60397; Node 20 keeps a parsed copy). drizzle-orm's "exports" is
// 137 KB of JSON and a start loads a few hundred of its files: on Node 24 `reconfirm keys list` took 2.7 s against
// 1.0 s on Node 20, and `serve` paid it in each of its threads. drizzle-orm is one "type": "module" package without a
// nested package.json, so every .js file in it is an ES module: a relative .js import from one of its files needs
// no lookup. Everything else goes to Node's own resolution. Node 20 has no registerHooks, and no such cost.
import module from 'node:module';

const DRIZZLE = '/node_modules/drizzle-orm/';

type ResolveHook = (specifier: string, context: { parentURL?: string }, next: (specifier: string, context: unknown) => unknown) => unknown;
const registerHooks = (module as unknown as { registerHooks?: (hooks: { resolve: ResolveHook }) => void }).registerHooks;

registerHooks?.({
  resolve(specifier, context, next) {
    if (specifier.startsWith('.') && specifier.endsWith('.js') && context.parentURL?.includes(DRIZZLE)) {
      return { url: new URL(specifier, context.parentURL).href, format: 'module', shortCircuit: true };
    }
    return next(specifier, context);
  },
});

