#!/usr/bin/env node
// The reconfirm binary: runs the compiled CLI (npm install builds dist/).
import('../dist/cli.js').then((cli) => cli.main(process.argv)).catch((err) => {
  if (err && err.code === 'ERR_MODULE_NOT_FOUND' && String(err.message).includes('dist/cli.js')) {
    console.error('reconfirm: not built yet; run `npm install` (or `npm run build`) in the package folder');
    process.exit(2);
  }
  throw err;
});
