#!/usr/bin/env node
// The test suite's JavaScript, written beside its TypeScript: every src/, test/ and bench/ file `x.ts` gets an `x.js`
// next to it (git ignores them), transpiled one file at a time as tsx does (no type check: `npm run typecheck` is that).
// `npm test` (scripts/test-all-nodes.mjs) runs the compiled test files with plain node: a test file's process loading
// the service through tsx's loader spent about twice the CPU of the same modules compiled (a test of the API: 4.6 s
// against 2.5 s; the loader's thread reads and posts every module), and the suite is most of the CI's time. Beside
// its source, each compiled file finds what the source finds (`../fixtures`, `./entry.js`), and tsx, which prefers a
// `.ts` to a `.js` of the same name, still runs the sources for anyone who starts a test with `node --import tsx`.
//
// A file is written again only when its source is newer; a compiled file whose source is gone is removed. Each carries
// MARK, and only files carrying it are ever overwritten or removed.
//
//   node scripts/compile-tests.mjs [--clean]     (--clean: remove every compiled file, write none)
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const TREES = ['src', 'test', 'bench'];
const MARK = '// compiled by scripts/compile-tests.mjs from its .ts beside it; not in git';

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

const ours = (js) => readFileSync(js, 'utf8').includes(MARK);

/** Writes the missing and stale compiled files, removes the orphans; returns the counts. */
export async function compileTests({ clean = false } = {}) {
  const { default: ts } = await import('typescript');
  const options = { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, inlineSourceMap: true, esModuleInterop: true };
  let written = 0;
  let removed = 0;
  let kept = 0;
  for (const tree of TREES) {
    for (const path of files(join(ROOT, tree))) {
      if (path.endsWith('.js')) {
        const source = `${path.slice(0, -3)}.ts`;
        if ((clean || !existsSync(source)) && ours(path)) {
          rmSync(path);
          removed++;
        }
        continue;
      }
      if (clean || !path.endsWith('.ts') || path.endsWith('.d.ts')) continue;
      const js = `${path.slice(0, -3)}.js`;
      if (existsSync(js)) {
        if (!ours(js)) throw new Error(`${relative(ROOT, js)} was not written by scripts/compile-tests.mjs: move it or remove it`);
        if (statSync(js).mtimeMs >= statSync(path).mtimeMs) {
          kept++;
          continue;
        }
      }
      const { outputText } = ts.transpileModule(readFileSync(path, 'utf8'), { fileName: path, compilerOptions: options });
      // The mark goes before the source map's comment, the last line, so that the lines map one to one.
      const at = outputText.lastIndexOf('//# sourceMappingURL=');
      writeFileSync(js, `${outputText.slice(0, at)}${MARK}\n${outputText.slice(at)}`);
      written++;
    }
  }
  return { written, removed, kept };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const { written, removed, kept } = await compileTests({ clean: process.argv.includes('--clean') });
  console.log(`compile-tests: ${written} written, ${kept} up to date, ${removed} removed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
