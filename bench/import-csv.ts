// Figure: `reconfirm import` of a generated 100,000-row CSV (dry run: read and validate every row), against csv-parse alone on the same file.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { benchBookings, BIN, ROOT, printFigures, SMOKE, tempDir, type Figure } from './lib.js';

/** Dotted CSV columns as `import` reads them: nested objects dotted, object lists indexed, string lists joined by ";". */
function flatten(value: unknown, prefix: string, out: Map<string, string>) {
  if (Array.isArray(value)) {
    if (value.every((v) => typeof v !== 'object')) out.set(prefix, value.join(';'));
    else value.forEach((v, i) => flatten(v, `${prefix}[${i}]`, out));
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else out.set(prefix, value === undefined || value === null ? '' : String(value));
}

const quote = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

export function writeBookingsCsv(file: string, n: number, seed: number) {
  const rows = benchBookings(n, seed, 'CSV').map((b) => {
    const m = new Map<string, string>();
    flatten(b, '', m);
    return m;
  });
  const header = [...rows[0].keys()];
  const lines = [header.map(quote).join(',')];
  for (const r of rows) lines.push(header.map((h) => quote(r.get(h) ?? '')).join(','));
  writeFileSync(file, lines.join('\n') + '\n');
}

function timed(args: string[]): { ms: number; stdout: string } {
  const t = process.hrtime.bigint();
  const r = spawnSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' }, maxBuffer: 64 * 1024 * 1024 });
  const ms = Number(process.hrtime.bigint() - t) / 1e6;
  if (r.status !== 0) throw new Error(`node ${args.join(' ')} exited ${r.status}: ${r.stderr.slice(0, 500)}`);
  return { ms, stdout: r.stdout };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export function importCsv(): Figure {
  const n = SMOKE ? 200 : 100_000;
  const runs = SMOKE ? 1 : 3;
  const { dir, cleanup } = tempDir('reconfirm-bench-csv-');
  try {
    const file = join(dir, 'bookings.csv');
    writeBookingsCsv(file, n, 11);
    const base: number[] = [];
    const ours: number[] = [];
    // Alternating runs, so a burst of load on the shared machine hits both sides alike.
    for (let i = 0; i < runs; i++) {
      const b = timed([join(ROOT, 'bench', 'csv-parse-only.mjs'), file]);
      if (JSON.parse(b.stdout).records !== n + 1) throw new Error(`csv-parse read ${b.stdout.trim()} records, expected ${n + 1}`);
      base.push(b.ms);
      const r = timed([BIN, 'import', file, '--dry-run', '--json']);
      const summary = JSON.parse(r.stdout) as { total: number; valid: number };
      if (summary.total !== n || summary.valid !== n) throw new Error(`import read ${summary.total} bookings, ${summary.valid} valid; expected ${n}`);
      ours.push(r.ms);
    }
    const ratio = median(ours) / median(base);
    return {
      figure: `import of a ${n.toLocaleString('en')}-row CSV (--dry-run)`,
      baseline: `${(median(base) / 1000).toFixed(2)} s (csv-parse alone)`,
      measured: `${(median(ours) / 1000).toFixed(2)} s (${Math.round(n / (median(ours) / 1000))} rows/s)`,
      ratio,
      target: '<= 3.00',
      pass: ratio <= 3,
    };
  } finally {
    cleanup();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) printFigures([importCsv()]);
