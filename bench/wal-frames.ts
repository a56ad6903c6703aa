// Where a drain's bytes written go: the frames of a SQLite write-ahead log, attributed to the table or index that owns
// each page (dbstat). Used by the drain bench with BENCH_WAL_FRAMES=1 (bench/pipeline-drain.ts), which keeps every frame
// of the run in the log; alone: node --import tsx bench/wal-frames.ts <db file> (its -wal beside it, copied while the
// database was still open, so not checkpointed away).
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Database } from '../src/store/sqliteDriver.js';

export interface WalFrames {
  frames: number;
  commits: number;
  pageSize: number;
  /** Frames per commit: median, 90th percentile. */
  perCommit: { median: number; p90: number };
  /** Frames per b-tree (table or index name), most first. */
  byTree: { name: string; frames: number; pages: number }[];
}

/** Reads `<file>-wal` (frame header: page number, then the database size on a commit frame) against `<file>`'s pages. */
export function walFrames(file: string): WalFrames {
  const wal = readFileSync(`${file}-wal`);
  const pageSize = wal.readUInt32BE(8);
  const pages: number[] = [];
  const sizes: number[] = [];
  let inCommit = 0;
  for (let off = 32; off + 24 + pageSize <= wal.length; off += 24 + pageSize) {
    pages.push(wal.readUInt32BE(off));
    inCommit++;
    if (wal.readUInt32BE(off + 4) !== 0) {
      sizes.push(inCommit);
      inCommit = 0;
    }
  }
  // dbstat reads through the log: a copy of both files, so the original is left as it is.
  const dir = mkdtempSync(join(tmpdir(), 'wal-frames-'));
  try {
    copyFileSync(file, join(dir, 'db'));
    copyFileSync(`${file}-wal`, join(dir, 'db-wal'));
    const db = new Database(join(dir, 'db'));
    const owner = new Map<number, string>();
    const treePages = new Map<string, number>();
    for (const r of db.prepare('SELECT pageno, name FROM dbstat').all() as { pageno: number; name: string }[]) {
      owner.set(r.pageno, r.name);
      treePages.set(r.name, (treePages.get(r.name) ?? 0) + 1);
    }
    db.close();
    const count = new Map<string, number>();
    for (const p of pages) {
      const name = owner.get(p) ?? '(free pages)';
      count.set(name, (count.get(name) ?? 0) + 1);
    }
    sizes.sort((a, b) => a - b);
    return {
      frames: pages.length,
      commits: sizes.length,
      pageSize,
      perCommit: { median: sizes[sizes.length >> 1] ?? 0, p90: sizes[Math.floor(sizes.length * 0.9)] ?? 0 },
      byTree: [...count].map(([name, frames]) => ({ name, frames, pages: treePages.get(name) ?? 0 })).sort((a, b) => b.frames - a.frames),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function printWalFrames(w: WalFrames, bookings?: number, limit = 25): void {
  const per = bookings ? `, ${(w.frames / bookings).toFixed(1)} per booking` : '';
  console.log(`WAL: ${w.frames} frames of ${w.pageSize} bytes (${((w.frames * (w.pageSize + 24)) / 1048576).toFixed(0)} MB${per}) in ${w.commits} commits; per commit: median ${w.perCommit.median}, p90 ${w.perCommit.p90}`);
  console.log('frames   share  pages now  frames/page  b-tree');
  for (const t of w.byTree.slice(0, limit)) {
    const share = ((100 * t.frames) / w.frames).toFixed(1);
    console.log(`${String(t.frames).padStart(7)} ${share.padStart(6)}% ${String(t.pages).padStart(10)} ${(t.pages ? t.frames / t.pages : 0).toFixed(1).padStart(12)}  ${t.name}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2];
  if (!file) throw new Error('usage: node --import tsx bench/wal-frames.ts <db file>');
  printWalFrames(walFrames(file));
}
