// Where a drain's bytes written go: the frames of a SQLite write-ahead log, attributed to the table or index that owns
// each page (dbstat). Used by the drain bench with BENCH_WAL_FRAMES=1 (bench/pipeline-drain.ts), which keeps every frame
// of the run in the log and looks at which table or index owns each page once a second while it runs.
import { readFileSync, statSync } from 'node:fs';
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

/** Which b-tree owns each page (dbstat), read from a live database at one moment of the run. */
export type PageOwners = Map<number, string>;

export function pageOwners(db: InstanceType<typeof Database>): PageOwners {
  return new Map((db.prepare('SELECT pageno, name FROM dbstat').all() as { pageno: number; name: string }[]).map((r) => [r.pageno, r.name]));
}

/** Frames in `<file>-wal` now (pinned by a reader: the log only grows). */
export function walFrameCount(file: string, pageSize = 4096): number {
  try {
    return Math.max(0, Math.floor((statSync(`${file}-wal`).size - 32) / (24 + pageSize)));
  } catch {
    return 0;
  }
}

/**
 * Watches a database while it is written, for walFrames: every `everyMs`, how many frames the log holds and which
 * b-tree owns each page then. Pages change owners during a run (the jobs table frees pages that history rows reuse),
 * so each frame is named by the owners read at the first look after it was written.
 */
export function watchPageOwners(file: string, everyMs = 1000) {
  const db = new Database(file, { readonly: true });
  const looks: { frames: number; owners: PageOwners }[] = [];
  const look = () => {
    const frames = walFrameCount(file);
    looks.push({ frames, owners: pageOwners(db) });
  };
  const timer = setInterval(look, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      look();
      db.close();
      return looks;
    },
  };
}

/** Reads `<file>-wal` (frame header: page number, then the database size on a commit frame) against the pages' owners. */
export function walFrames(file: string, looks: { frames: number; owners: PageOwners }[]): WalFrames {
  const wal = readFileSync(`${file}-wal`);
  const pageSize = wal.readUInt32BE(8);
  const count = new Map<string, number>();
  const sizes: number[] = [];
  let inCommit = 0;
  let frame = 0;
  let k = 0;
  for (let off = 32; off + 24 + pageSize <= wal.length; off += 24 + pageSize, frame++) {
    while (k < looks.length - 1 && looks[k].frames <= frame) k++;
    const name = looks[k]?.owners.get(wal.readUInt32BE(off)) ?? '(free pages)';
    count.set(name, (count.get(name) ?? 0) + 1);
    inCommit++;
    if (wal.readUInt32BE(off + 4) !== 0) {
      sizes.push(inCommit);
      inCommit = 0;
    }
  }
  const treePages = new Map<string, number>();
  for (const name of looks.at(-1)?.owners.values() ?? []) treePages.set(name, (treePages.get(name) ?? 0) + 1);
  sizes.sort((a, b) => a - b);
  return {
    frames: frame,
    commits: sizes.length,
    pageSize,
    perCommit: { median: sizes[sizes.length >> 1] ?? 0, p90: sizes[Math.floor(sizes.length * 0.9)] ?? 0 },
    byTree: [...count].map(([name, frames]) => ({ name, frames, pages: treePages.get(name) ?? 0 })).sort((a, b) => b.frames - a.frames),
  };
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

