// Where a drain's bytes written go: the frames of a SQLite write-ahead log, attributed to the table or index that owns
// each page (dbstat). Used by the drain bench with BENCH_WAL_FRAMES=1 (bench/pipeline-drain.ts), which keeps every frame
// of the run in the log and looks at which table or index owns each page once a second while it runs.
import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { Database } from '../src/store/sqliteDriver.js';

export interface WalFrames {
  frames: number;
  commits: number;
  pageSize: number;
  /** Frames per commit: median, 90th percentile. */
  perCommit: { median: number; p90: number };
  /** Frames per b-tree (table or index name), most first. */
  byTree: { name: string; frames: number; pages: number }[];
  /**
   * What checkpoints would have copied into the database file had they run (a model of `wal_autocheckpoint`): after
   * the commit that brings the log to `every` frames, each distinct page of the log once; the log then starts over.
   */
  checkpoints: { every: number; pages: number; count: number }[];
}

/** The autocheckpoint intervals (frames) walFrames models. */
const CHECKPOINT_EVERY = [10_000, 30_000, 100_000];

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
  // Read a frame's header at a time through a buffer of many frames (a log of 100,000 bookings is over 2 GB).
  const fd = openSync(`${file}-wal`, 'r');
  const size = statSync(`${file}-wal`).size;
  const head = Buffer.alloc(32);
  readSync(fd, head, 0, 32, 0);
  const pageSize = head.readUInt32BE(8);
  const frameSize = 24 + pageSize;
  const chunk = Buffer.alloc(frameSize * 2048);
  const count = new Map<string, number>();
  const sizes: number[] = [];
  const models = CHECKPOINT_EVERY.map((every) => ({ every, pages: 0, count: 0, since: new Set<number>(), frames: 0 }));
  let inCommit = 0;
  let frame = 0;
  let k = 0;
  try {
    for (let base = 32; base + frameSize <= size; base += chunk.length) {
      const got = readSync(fd, chunk, 0, chunk.length, base);
      for (let off = 0; off + frameSize <= got; off += frameSize, frame++) {
        while (k < looks.length - 1 && looks[k].frames <= frame) k++;
        const page = chunk.readUInt32BE(off);
        const name = looks[k]?.owners.get(page) ?? '(free pages)';
        count.set(name, (count.get(name) ?? 0) + 1);
        inCommit++;
        for (const m of models) {
          m.since.add(page);
          m.frames++;
        }
        if (chunk.readUInt32BE(off + 4) !== 0) {
          sizes.push(inCommit);
          inCommit = 0;
          for (const m of models) {
            if (m.frames < m.every) continue;
            m.pages += m.since.size;
            m.count++;
            m.since.clear();
            m.frames = 0;
          }
        }
      }
    }
  } finally {
    closeSync(fd);
  }
  // The last checkpoint, at the close.
  for (const m of models) if (m.since.size) (m.pages += m.since.size), m.count++;
  const treePages = new Map<string, number>();
  for (const name of looks.at(-1)?.owners.values() ?? []) treePages.set(name, (treePages.get(name) ?? 0) + 1);
  sizes.sort((a, b) => a - b);
  return {
    frames: frame,
    commits: sizes.length,
    pageSize,
    perCommit: { median: sizes[sizes.length >> 1] ?? 0, p90: sizes[Math.floor(sizes.length * 0.9)] ?? 0 },
    byTree: [...count].map(([name, frames]) => ({ name, frames, pages: treePages.get(name) ?? 0 })).sort((a, b) => b.frames - a.frames),
    checkpoints: models.map(({ every, pages, count }) => ({ every, pages, count })),
  };
}

export function printWalFrames(w: WalFrames, bookings?: number, limit = 25): void {
  const per = bookings ? `, ${(w.frames / bookings).toFixed(1)} per booking` : '';
  console.log(`WAL: ${w.frames} frames of ${w.pageSize} bytes (${((w.frames * (w.pageSize + 24)) / 1048576).toFixed(0)} MB${per}) in ${w.commits} commits; per commit: median ${w.perCommit.median}, p90 ${w.perCommit.p90}`);
  const mb = (pages: number) => ((pages * w.pageSize) / 1048576).toFixed(0);
  for (const c of w.checkpoints) console.log(`checkpoints every ${c.every} frames (modelled): ${c.count}, copying ${c.pages} pages (${mb(c.pages)} MB); log + checkpoints ${mb(w.frames + c.pages)} MB`);
  console.log('frames   share  pages now  frames/page  b-tree');
  for (const t of w.byTree.slice(0, limit)) {
    const share = ((100 * t.frames) / w.frames).toFixed(1);
    console.log(`${String(t.frames).padStart(7)} ${share.padStart(6)}% ${String(t.pages).padStart(10)} ${(t.pages ? t.frames / t.pages : 0).toFixed(1).padStart(12)}  ${t.name}`);
  }
}

