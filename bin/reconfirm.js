#!/usr/bin/env node
// The reconfirm binary: runs the compiled CLI (npm install builds dist/).
import module from 'node:module';

// Node 22.1+ keeps V8's compiled code of the modules between runs (in the temp folder; NODE_DISABLE_COMPILE_CACHE=1
// turns it off): on Node 24, 3-8 ms less CPU for `--version` (of 55-60 ms), 25-30 ms less for a command that loads
// the config and the store (of 180-200 ms). Node 20 has no such cache.
module.enableCompileCache?.();

// On Node 22-24, drizzle-orm's own imports resolved without Node's slow package lookup (dist/moduleResolution.js says
// why); loaded before the CLI's modules.
import('../dist/moduleResolution.js').then(() => import('../dist/cli.js')).then((cli) => cli.main(process.argv)).catch((err) => {
  if (err && err.code === 'ERR_MODULE_NOT_FOUND' && /dist\/(cli|moduleResolution)\.js/.test(String(err.message))) {
    console.error('reconfirm: not built yet; run `npm install` (or `npm run build`) in the package folder');
    process.exit(2);
  }
  throw err;
});
