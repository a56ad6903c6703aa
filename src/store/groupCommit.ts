// Group commit: writes submitted during the same event-loop turn share one transaction and one fsync.
import { lowerWriteGate, raiseWriteGate, writeWithoutBlocking, type Db } from './db.js';
import { CommitOutcomeUnknown, PgDatabase } from './pg/database.js';

interface Pending {
  write: () => void;
  resolve: () => void;
  reject: (err: unknown) => void;
}

/**
 * Concurrent requests each wait for a durable commit; committing them together costs one fsync instead
 * of one each. Every write runs in its own savepoint, so one that throws fails alone.
 */
export class GroupCommit {
  private pending: Pending[] = [];
  private flushing = false;

  constructor(private readonly db: Db) {}

  /** Resolves once `write` is committed durably; rejects with its error or the commit's. */
  submit(write: () => void): Promise<void> {
    return new Promise((resolve, reject) => {
      this.pending.push({ write, resolve, reject });
      if (!this.flushing) {
        this.flushing = true;
        raiseWriteGate(); // the queue worker holds back until these requests are committed
        setImmediate(() => void this.flush());
      }
    });
  }

  /**
   * PostgreSQL: the whole group in one transaction without savepoints, its writes whose results nobody reads (the
   * submissions and their jobs: runUnread) sent with the COMMIT in one round trip, which this thread does not wait
   * for blocked: it reads and validates the next calls meanwhile. True when done (each write committed, or all
   * rejected when the COMMIT's outcome is unknown); false when it surely rolled back (a write failed): then the
   * savepoint path runs, where a write that fails fails alone.
   */
  private async allAtOnce(c: PgDatabase, group: Pending[]): Promise<boolean> {
    try {
      await c.transactionAsync(() => {
        for (const p of group) p.write();
      });
    } catch (err) {
      if (!(err instanceof CommitOutcomeUnknown)) return false;
      for (const p of group) p.reject(err);
      return true;
    }
    for (const p of group) p.resolve();
    return true;
  }

  private async flush(): Promise<void> {
    const group = this.pending;
    this.pending = [];
    const failed = new Map<Pending, unknown>();
    try {
      if (this.db.$client instanceof PgDatabase && (await this.allAtOnce(this.db.$client, group))) return;
      await writeWithoutBlocking(this.db, () => {
        failed.clear(); // a retried attempt starts over
        for (const p of group) {
          try {
            this.db.$client.transaction(p.write)();
          } catch (err) {
            failed.set(p, err);
          }
        }
      });
      for (const p of group) (failed.has(p) ? p.reject(failed.get(p)) : p.resolve());
    } catch (err) {
      for (const p of group) p.reject(err);
    } finally {
      if (this.pending.length) setImmediate(() => void this.flush());
      else {
        this.flushing = false;
        lowerWriteGate();
      }
    }
  }
}

const committers = new WeakMap<Db, GroupCommit>();

export function groupCommitFor(db: Db): GroupCommit {
  let g = committers.get(db);
  if (!g) committers.set(db, (g = new GroupCommit(db)));
  return g;
}
