// Prints, as JSON, what loading drizzle-orm's SQLite and PostgreSQL parts resolved and loaded in this process:
// `loaded` the drizzle-orm URLs with the format each was loaded as, `askedNode` the relative imports between its files
// that reached Node's own resolution. With `shortcut` as the argument, the binary's resolution shortcut
// (dist/moduleResolution.js) is registered after these spies, so it runs before them. test/store/module-resolution.test.ts.
import module from 'node:module';

const DRIZZLE = '/node_modules/drizzle-orm/';
const loaded = {};
let askedNode = 0;
module.registerHooks({
  resolve(specifier, context, next) {
    if (specifier.startsWith('.') && context.parentURL?.includes(DRIZZLE)) askedNode++;
    return next(specifier, context);
  },
  load(url, context, next) {
    const result = next(url, context);
    if (url.includes(DRIZZLE)) loaded[url] = result.format;
    return result;
  },
});
if (process.argv[2] === 'shortcut') await import(new URL('../../dist/moduleResolution.js', import.meta.url).href);
await Promise.all(['drizzle-orm', 'drizzle-orm/sqlite-core', 'drizzle-orm/better-sqlite3', 'drizzle-orm/pg-core', 'drizzle-orm/node-postgres'].map((m) => import(m)));
console.log(JSON.stringify({ loaded, askedNode }));
