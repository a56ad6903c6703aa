// Prometheus text metrics: counters kept in memory, gauges read from the database at scrape time.
import { countByStatus } from '../store/bookings.js';
import type { Db } from '../store/db.js';
import { jobCounts } from '../store/jobs.js';

export class Metrics {
  private counters = new Map<string, number>();

  /** instance: this start's id (src/daemon/instance.ts), shown as reconfirm_instance_info; version with it. */
  constructor(private readonly instance?: { id: string; version: string }) {}

  inc(name: string, labels: Record<string, string | number> = {}, by = 1) {
    const key = `${name}${formatLabels(labels)}`;
    this.counters.set(key, (this.counters.get(key) ?? 0) + by);
  }

  render(db: Db): string {
    const lines: string[] = [];
    const byName = new Map<string, string[]>();
    for (const [key, value] of this.counters) {
      const name = key.split('{')[0];
      (byName.get(name) ?? byName.set(name, []).get(name)!).push(`${key} ${value}`);
    }
    if (this.instance) lines.push('# TYPE reconfirm_instance_info gauge', `reconfirm_instance_info${formatLabels({ instance: this.instance.id, version: this.instance.version })} 1`);
    for (const [name, rows] of [...byName].sort()) lines.push(`# TYPE ${name} counter`, ...rows.sort());
    lines.push('# TYPE reconfirm_bookings gauge');
    for (const [status, n] of Object.entries(countByStatus(db))) lines.push(`reconfirm_bookings{status="${status}"} ${n}`);
    lines.push('# TYPE reconfirm_jobs gauge');
    for (const j of jobCounts(db)) {
      lines.push(`reconfirm_jobs{task="${j.task}",state="waiting"} ${j.total - j.failed - j.running}`);
      lines.push(`reconfirm_jobs{task="${j.task}",state="running"} ${j.running}`);
      lines.push(`reconfirm_jobs{task="${j.task}",state="failed"} ${j.failed}`);
    }
    const mem = process.memoryUsage();
    lines.push('# TYPE process_resident_memory_bytes gauge', `process_resident_memory_bytes ${mem.rss}`);
    return lines.join('\n') + '\n';
  }
}

function formatLabels(labels: Record<string, string | number>): string {
  const entries = Object.entries(labels);
  if (!entries.length) return '';
  return `{${entries.map(([k, v]) => `${k}="${String(v).replace(/["\\\n]/g, '_')}"`).join(',')}}`;
}
