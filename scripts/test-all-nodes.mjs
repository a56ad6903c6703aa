#!/usr/bin/env node
// `npm test`: builds once, then runs the whole suite under this machine's Node and again under Node 24 LTS, every test
// of the service on SQLite in one of the two passes and on PostgreSQL in the other (crosswise; see crosswise() below).
// Node 24 comes from `node24` on PATH, else from the npm registry's `node@24` package (it ships the binary and the
// headers), installed once into a cache. On Node 24 the service uses better-sqlite3 13 (src/store/sqliteDriver.ts;
// 12 aborts there), which npm on the machine's Node 20 does not install: it is compiled for Node 24 from source into
// the same cache (prebuilt binaries are not relied on) and loaded there through scripts/native-modules-hook.mjs, so
// the project's own node_modules, made for the machine's Node, stays untouched.
//
//   node scripts/test-all-nodes.mjs [--node all|current|24] [test files...]
//
// Cache: $RECONFIRM_NODE24_CACHE, else $XDG_CACHE_HOME/reconfirm-node24, else ~/.cache/reconfirm-node24.
// Delete it to take a newer Node 24 release.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compileTests } from './compile-tests.mjs';
import { FIRST_PASS_ONLY, runsOnBothEngines } from './engines.mjs';
import { slowestFirst } from './test-order.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SECOND_MAJOR = 24;
const CACHE = process.env.RECONFIRM_NODE24_CACHE || join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'reconfirm-node24');
// `node --test --test-concurrency=3 --test-timeout=420000`, with the files started in the order given (the CLI sorts
// them): the slowest first, so that no long file ends a pass alone (scripts/run-tests.mjs, scripts/test-order.mjs).
// Three files at a time on the two cores CI has: two left a quarter of the CPU idle (a pass's processes used 542 s of
// CPU in 360 s: much of the suite waits on serves starting, kills and timers); every pass also passed at three with
// other work loading the machine to 10-12 (RECONFIRM_TEST_CONCURRENCY sets another number).
// The timeout only catches a file that hangs: the three heaviest (kills, crash, the benches' smoke run) take 100-110 s
// each in a quiet clean-clone run on this machine, and started together beside a program keeping one core busy (stop
// 13) all three passed 180 s, the old bound, and failed without a failed assertion.
const CONCURRENCY = process.env.RECONFIRM_TEST_CONCURRENCY || '3';
// The test files run compiled, beside their sources (scripts/compile-tests.mjs), with plain node: through tsx each file's
// process spent about twice the CPU loading the service. Errors name the TypeScript's lines (--enable-source-maps).
// RECONFIRM_TEST_FROM_SOURCES=1 runs the sources through tsx as before.
const FROM_SOURCES = Boolean(process.env.RECONFIRM_TEST_FROM_SOURCES);
const TEST_ARGS = [...(FROM_SOURCES ? ['--import', 'tsx'] : ['--enable-source-maps']), '--test-timeout=420000', join(ROOT, 'scripts', 'run-tests.mjs'), '--concurrency', CONCURRENCY];
const runnable = (file) => (FROM_SOURCES ? file : file.replace(/\.ts$/, '.js'));

function parseArgs(argv) {
  let which = 'all';
  const files = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--node') which = argv[++i];
    else if (argv[i].startsWith('--node=')) which = argv[i].slice(7);
    else files.push(argv[i]);
  }
  if (!['all', 'current', String(SECOND_MAJOR)].includes(which)) throw new Error(`--node must be all, current or ${SECOND_MAJOR}, not ${which}`);
  return { which, files };
}

const log = (line) => console.log(`[test-all-nodes] ${line}`);

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: ROOT, ...opts });
  if (r.error) throw r.error;
  return r.status ?? 1;
}

function allTestFiles() {
  const files = [];
  for (const area of readdirSync(join(ROOT, 'test'), { withFileTypes: true })) {
    if (!area.isDirectory()) continue;
    for (const f of readdirSync(join(ROOT, 'test', area.name)).sort()) if (f.endsWith('.test.ts')) files.push(`test/${area.name}/${f}`);
  }
  return files.sort();
}

function onPath(name) {
  for (const dir of (process.env.PATH || '').split(delimiter)) {
    const p = join(dir, name);
    if (dir && existsSync(p)) return p;
  }
  return undefined;
}

const versionOf = (bin) => execFileSync(bin, ['--version'], { encoding: 'utf8' }).trim();

/** A directory with include/node/node.h for this Node binary: beside it when installed that way, else from the package. */
function headersBeside(bin) {
  const prefix = dirname(dirname(realpathSync(bin)));
  return existsSync(join(prefix, 'include', 'node', 'node.h')) ? prefix : undefined;
}

/** Installs `node@24` from the npm registry into the cache (once) and returns its binary and headers. */
function installNode24() {
  const prefix = join(CACHE, 'install');
  const bin = join(prefix, 'node_modules', 'node', 'bin', 'node');
  if (!existsSync(bin)) {
    log(`installing node@${SECOND_MAJOR} from the npm registry into ${prefix}`);
    rmSync(prefix, { recursive: true, force: true });
    mkdirSync(prefix, { recursive: true });
    // The node package's install script fetches the binary: npm 12 runs a dependency's script only when allowScripts names it.
    writeFileSync(join(prefix, 'package.json'), '{"private":true,"allowScripts":{"node":true}}\n');
    const status = run('npm', ['install', '--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--prefix', prefix, `node@${SECOND_MAJOR}`], { cwd: prefix });
    if (status !== 0 || !existsSync(bin)) throw new Error(`could not install node@${SECOND_MAJOR} into ${prefix} (npm exited ${status})`);
  }
  // The `node` package installs the binary through node-<platform>-<arch>, which also carries include/node.
  const archDir = join(prefix, 'node_modules', 'node', 'node_modules');
  const headers = readdirSync(archDir)
    .map((d) => join(archDir, d))
    .find((d) => existsSync(join(d, 'include', 'node', 'node.h')));
  if (!headers) throw new Error(`the node@${SECOND_MAJOR} package in ${prefix} has no include/node/node.h`);
  return { bin, headers };
}

function findNodeGyp() {
  const candidates = [join(ROOT, 'node_modules', 'node-gyp', 'bin', 'node-gyp.js')];
  if (process.env.npm_execpath) candidates.push(join(dirname(process.env.npm_execpath), '..', 'node_modules', 'node-gyp', 'bin', 'node-gyp.js'));
  const npm = onPath('npm');
  if (npm) candidates.push(join(dirname(realpathSync(npm)), '..', 'node_modules', 'node-gyp', 'bin', 'node-gyp.js'));
  const found = candidates.find((c) => existsSync(c));
  if (!found) throw new Error('node-gyp not found (neither in node_modules nor bundled with npm)');
  return found;
}

/** The better-sqlite3 13 version the lockfile holds for the optional dependency `better-sqlite3-13` (src/store/sqliteDriver.ts). */
function lockedBetterSqlite13() {
  const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8'));
  const version = lock.packages?.['node_modules/better-sqlite3-13']?.version;
  if (!version) throw new Error('package-lock.json has no node_modules/better-sqlite3-13 (the optional dependency); run npm install');
  return version;
}

/**
 * Compiles better-sqlite3 13 (what src/store/sqliteDriver.ts loads on Node >= 22, as `better-sqlite3-13`) for this
 * Node binary in the cache, once per Node and better-sqlite3 version: the lockfile's version from the npm registry
 * (npm on the machine's Node skips it: its engines field is >=22), its shipped prebuilt binaries removed, built from
 * source with node-gyp against this Node's headers. Returns the node_modules directory that holds it.
 */
function betterSqlite13For(bin, headers, version) {
  const sqliteVersion = lockedBetterSqlite13();
  const prefix = join(CACHE, `modules-${version}-better-sqlite3-${sqliteVersion}`);
  const base = join(prefix, 'node_modules');
  const dest = join(base, 'better-sqlite3-13');
  const check = `const D = require(${JSON.stringify(dest)}); new D(':memory:').prepare('select 1').get()`;
  const works = () => spawnSync(bin, ['-e', check], { stdio: 'ignore' }).status === 0;
  if (existsSync(join(dest, 'build', 'Release', 'better_sqlite3.node')) && works()) return base;
  log(`compiling better-sqlite3 ${sqliteVersion} for Node ${version} in ${dest} (once; a few minutes)`);
  rmSync(prefix, { recursive: true, force: true });
  mkdirSync(prefix, { recursive: true });
  writeFileSync(join(prefix, 'package.json'), '{"private":true}\n');
  const env = { ...process.env, PATH: `${dirname(bin)}${delimiter}${process.env.PATH}` };
  // ~/.npmrc's nodedir (for the machine's Node) reaches node-gyp through the environment under npm: drop it.
  for (const k of Object.keys(env)) if (/^npm_config_nodedir$/i.test(k)) delete env[k];
  // npm under this Node (first on PATH), so the engines field accepts it; scripts off: node-gyp is run below.
  const spec = `better-sqlite3-13@npm:better-sqlite3@${sqliteVersion}`;
  const installed = run('npm', ['install', '--no-save', '--no-package-lock', '--ignore-scripts', '--no-audit', '--no-fund', '--prefix', prefix, spec], { cwd: prefix, env });
  if (installed !== 0 || !existsSync(join(dest, 'binding.gyp'))) throw new Error(`could not install ${spec} into ${prefix} (npm exited ${installed})`);
  // Without its prebuilt binaries the copy can only load what is compiled here.
  rmSync(join(dest, 'prebuilds'), { recursive: true, force: true });
  const status = run(bin, [findNodeGyp(), 'rebuild', '--release', '--force_build=1', `--nodedir=${headers}`, '--jobs=2'], { cwd: dest, env });
  if (status !== 0 || !works()) throw new Error(`compiling better-sqlite3 ${sqliteVersion} for Node ${version} failed (node-gyp exited ${status})`);
  return base;
}

/** The second Node: its binary and the environment that makes the suite use its own native modules. */
function prepareNode24() {
  let bin = onPath(`node${SECOND_MAJOR}`);
  let headers = bin && headersBeside(bin);
  if (!bin || !headers) ({ bin, headers } = installNode24());
  const version = versionOf(bin);
  if (!version.startsWith(`v${SECOND_MAJOR}.`)) throw new Error(`${bin} is ${version}, not Node ${SECOND_MAJOR}`);
  const nativeModules = betterSqlite13For(bin, headers, version);
  const hook = pathToFileURL(join(ROOT, 'scripts', 'native-modules-hook.mjs')).href;
  // The binary loads it itself (bin/reconfirm.js); the test processes, which run the sources, load it here: without it
  // each test file's process spent 1-2 s more CPU on Node 24 resolving drizzle-orm (src/moduleResolution.ts).
  const resolution = pathToFileURL(join(ROOT, 'dist', 'moduleResolution.js')).href;
  const env = {
    ...process.env,
    PATH: `${dirname(bin)}${delimiter}${process.env.PATH}`,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${hook} --import=${resolution}`.trim(),
    // The second pass proves the product on Node 24; the benchmarks' smoke run and the longest kill loop are the
    // first pass's (the bench is measured on the machine's Node): CI from a clean clone stays shorter.
    RECONFIRM_TEST_NODE_PASS: 'second',
    RECONFIRM_NATIVE_MODULES_DIR: nativeModules,
  };
  return { bin, version, env };
}

/** Each pass's failed tests (scripts/run-tests.mjs appends them to a file), repeated under the summary. */
const failed = new Map();

function suite(label, bin, files, env = process.env) {
  log(`${label}: ${files.length} test files`);
  const started = Date.now();
  const record = join(mkdtempSync(join(tmpdir(), 'reconfirm-failures-')), 'failed.jsonl');
  const status = run(bin, [...TEST_ARGS, ...files.map(runnable)], { env: { ...env, RECONFIRM_TEST_FAILURES: record } });
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  log(`${label}: ${status === 0 ? 'passed' : `FAILED (exit ${status})`} in ${minutes} min`);
  if (existsSync(record)) failed.set(label, readFileSync(record, 'utf8').trim().split('\n').map((l) => JSON.parse(l)));
  rmSync(dirname(record), { recursive: true, force: true });
  return status;
}

/**
 * One suite, two stores: every test file that runs the service or its store through test/helpers.ts runs on SQLite and
 * on PostgreSQL (a private cluster started here; a fresh database per service or per testDatabase() call): in-process
 * (startTestService, engineHarness) or through the binary (`serve`, admin commands) on testDatabase(). So a new
 * service test runs on both by default. A file that is SQLite by nature (its file, its WAL, its backup) says so on a
 * line of its own, `// engines: sqlite only (the reason)`, and runs on SQLite only; a case that is says so in its skip
 * (scripts/engines.mjs).
 * With both Nodes, each Node's pass runs half of these files on PostgreSQL and the other half on SQLite, crosswise
 * (RECONFIRM_TEST_PG_FILES names a pass's half; test/helpers.ts): every file runs on both Nodes and on both engines,
 * and each Node runs both engines, in two passes instead of three (the third, a whole PostgreSQL pass, took CI from
 * about 21 to 31 minutes). With one Node, its pass runs them on SQLite and a PostgreSQL pass runs them all again.
 */
const runsOnBoth = (f) => runsOnBothEngines(readFileSync(join(ROOT, f), 'utf8'));
const firstPassOnly = (f) => FIRST_PASS_ONLY.test(readFileSync(join(ROOT, f), 'utf8'));

/** Starts the private PostgreSQL cluster; its URL and a stop(), or undefined (said) when it does not start. */
function startCluster() {
  const started = spawnSync(process.execPath, ['--import', 'tsx', 'test/support/pg-cluster.ts', 'start'], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  if (started.status !== 0) {
    log(`PostgreSQL: the private cluster did not start (exit ${started.status}); run \`npm run setup:test\``);
    return undefined;
  }
  const cluster = JSON.parse(started.stdout.trim().split('\n').pop());
  return { url: cluster.url, stop: () => run(process.execPath, ['--import', 'tsx', 'test/support/pg-cluster.ts', 'stop', cluster.dir]) };
}

/**
 * The service's files split in two halves of about equal time (alternating down the slowest-first order): the first
 * Node's pass runs `first` on PostgreSQL, the second Node's `second`. A file the second pass leaves out is the first's.
 */
function crosswise(files) {
  const both = files.filter(runsOnBoth);
  const first = [];
  const second = [];
  both.forEach((f, i) => (i % 2 === 1 || firstPassOnly(f) ? first : second).push(f));
  return { first, second };
}

/** The environment that gives these files (and only these) the cluster. */
const onCluster = (env, cluster, files) => ({ ...env, RECONFIRM_TEST_PG_URL: cluster.url, RECONFIRM_TEST_PG_FILES: files.join(delimiter) });

async function main() {
  const { which, files: chosen } = parseArgs(process.argv.slice(2));
  const files = slowestFirst(chosen.length ? chosen : allTestFiles());
  if (run('npm', ['run', 'build']) !== 0) return 1;
  if (!FROM_SOURCES) {
    const { written, kept, removed } = await compileTests();
    log(`test files compiled: ${written} written, ${kept} up to date, ${removed} removed (scripts/compile-tests.mjs)`);
  }
  const halves = crosswise(files);
  const serviceFiles = halves.first.length + halves.second.length;
  const cluster = serviceFiles ? startCluster() : undefined;
  const results = [];
  if (serviceFiles && !cluster) results.push(['PostgreSQL', 1]);
  let second;
  if (which !== 'current') {
    try {
      second = prepareNode24();
    } catch (err) {
      log(`Node ${SECOND_MAJOR}: could not be prepared: ${err.message}`);
      results.push([`Node ${SECOND_MAJOR}`, 1]);
    }
    if (second?.version === process.version) second = undefined;
  }
  // Crosswise when both Nodes run; else the one Node runs the service's files on each engine in a pass of its own.
  const crossed = Boolean(cluster && second && which === 'all');
  const engines = (half) => (crossed && half.length ? ` (PostgreSQL for ${half.length} of the ${serviceFiles} service test files)` : '');
  try {
    if (which !== String(SECOND_MAJOR)) {
      const label = `Node ${process.version}${engines(halves.first)}`;
      results.push([label, suite(label, process.execPath, files, crossed ? onCluster(process.env, cluster, halves.first) : process.env)]);
      if (cluster && !crossed) {
        const pgLabel = `PostgreSQL (Node ${process.version})`;
        results.push([pgLabel, suite(pgLabel, process.execPath, files.filter(runsOnBoth), onCluster(process.env, cluster, files.filter(runsOnBoth)))]);
      }
    }
    if (second) {
      const label = `Node ${second.version}${engines(halves.second)}`;
      const secondFiles = files.filter((f) => !firstPassOnly(f));
      results.push([label, suite(label, second.bin, secondFiles, crossed ? onCluster(second.env, cluster, halves.second) : second.env)]);
      if (cluster && !crossed) {
        const pgLabel = `PostgreSQL (Node ${second.version})`;
        const pgFiles = secondFiles.filter(runsOnBoth);
        results.push([pgLabel, suite(pgLabel, second.bin, pgFiles, onCluster(second.env, cluster, pgFiles))]);
      }
    }
  } finally {
    cluster?.stop();
  }
  for (const [label, status] of results) {
    log(`${label}: ${status === 0 ? 'ok' : 'FAILED'}`);
    for (const f of failed.get(label) ?? []) log(`  ${f.file} › ${f.name}: ${f.message}`);
    if (status !== 0 && !failed.has(label)) log('  no test failed: a file or the runner ended early; its log above says why');
  }
  return results.every(([, s]) => s === 0) ? 0 : 1;
}

process.exitCode = await main();
