// The committed migrations hold every change of the schema's one declaration (src/store/schema.ts, and the PostgreSQL
// tables derived from it in src/store/pg/schema.ts): `drizzle-kit generate`, run on a copy of each engine's migrations
// folder, finds nothing to migrate. A schema edit committed without `npm run db:generate` fails here, naming the engine.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { ROOT, tempDir } from '../helpers.js';

const ENGINES = {
  SQLite: { dialect: 'sqlite', schema: 'src/store/schema.ts', folder: 'drizzle' },
  // Built from src/store/schema.ts: the same declaration, in PostgreSQL's terms.
  PostgreSQL: { dialect: 'postgresql', schema: 'src/store/pg/schema.ts', folder: 'drizzle-pg' },
} as const;
type Engine = keyof typeof ENGINES;

interface Generated {
  /** drizzle-kit's own words. */
  output: string;
  /** The migrations it wrote: what the committed folder lacks. */
  written: { file: string; sql: string }[];
}

/** `drizzle-kit generate` for one engine, into a copy of `folder` (drizzle-kit writes what it finds missing there). */
async function generate(engine: Engine, dir: string, folder: string = join(ROOT, ENGINES[engine].folder)): Promise<Generated> {
  const out = join(dir, ENGINES[engine].folder);
  rmSync(out, { recursive: true, force: true });
  cpSync(folder, out, { recursive: true });
  const before = new Set(readdirSync(out));
  const args = [join(ROOT, 'node_modules/drizzle-kit/bin.cjs'), 'generate', '--dialect', ENGINES[engine].dialect, '--schema', join(ROOT, ENGINES[engine].schema), '--out', ENGINES[engine].folder];
  // stdin closed: a question (is this column renamed?) ends the run instead of waiting for an answer.
  const output = await new Promise<string>((resolve) => {
    const child = execFile(process.execPath, args, { cwd: dir, timeout: 120_000, env: { ...process.env, NO_COLOR: '1' } }, (err, stdout, stderr) =>
      resolve(`${stdout}${stderr}${err ? `\n(${err.killed ? 'killed after 120 s' : `exit ${err.code}`})` : ''}`),
    );
    child.stdin?.end();
  });
  const written = readdirSync(out)
    .filter((f) => !before.has(f) && f.endsWith('.sql'))
    .map((file) => ({ file, sql: readFileSync(join(out, file), 'utf8') }));
  return { output, written };
}

/** Why a generate run says the committed migrations are not the schema's; undefined when they are. */
function drift(engine: Engine, g: Generated): string | undefined {
  if (!g.written.length && /No schema changes, nothing to migrate/.test(g.output)) return undefined;
  const sql = g.written.map((w) => `${w.file} would be:\n${w.sql}`).join('\n');
  // Otherwise drizzle-kit stopped: e.g. at its question whether a column was renamed (answered in a terminal).
  const stopped = g.output.split('\n').filter((line) => !/^\s+at /.test(line)).join('\n').slice(-2000);
  return `${engine}: ${ENGINES[engine].schema} differs from the migrations in ${ENGINES[engine].folder}/ (run \`npm run db:generate\` and commit what it writes)\n${sql || stopped}`;
}

/** A copy of a migrations folder without its latest migration: a schema edit whose migration was never generated. */
function withoutLatest(engine: Engine, dir: string): { folder: string; dropped: string } {
  const folder = join(dir, `${ENGINES[engine].folder}-older`);
  cpSync(join(ROOT, ENGINES[engine].folder), folder, { recursive: true });
  const journalFile = join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number; tag: string }[] };
  const last = journal.entries.pop()!;
  writeFileSync(journalFile, JSON.stringify(journal, null, 2));
  rmSync(join(folder, `${last.tag}.sql`));
  rmSync(join(folder, `meta/${String(last.idx).padStart(4, '0')}_snapshot.json`));
  return { folder, dropped: readFileSync(join(ROOT, ENGINES[engine].folder, `${last.tag}.sql`), 'utf8') };
}

describe('the committed migrations hold the whole schema', () => {
  const tmp = tempDir();
  after(() => tmp.cleanup());

  for (const engine of Object.keys(ENGINES) as Engine[]) {
    it(`${engine}: drizzle-kit generate finds nothing to migrate in ${ENGINES[engine].folder}/`, async () => {
      const g = await generate(engine, tmp.dir);
      assert.equal(drift(engine, g), undefined);
    });
  }

  it('a schema change without its migration is caught, naming the engine and what is missing', async () => {
    for (const engine of Object.keys(ENGINES) as Engine[]) {
      const { folder, dropped } = withoutLatest(engine, tmp.dir);
      const found = drift(engine, await generate(engine, tmp.dir, folder));
      assert.ok(found, `${engine}: the missing migration went unnoticed`);
      assert.match(found, new RegExp(`^${engine}: ${ENGINES[engine].schema} differs from the migrations in ${ENGINES[engine].folder}/`));
      // What it shows is the change the dropped migration made, statement by statement.
      for (const statement of dropped.split('--> statement-breakpoint').map((s) => s.trim())) assert.ok(found.includes(statement), `${engine}: ${statement}\nnot in\n${found}`);
    }
  });
});
