// A private PostgreSQL cluster for tests: initdb in a temporary directory, started on a free loopback port,
// removed at stop. Needs Debian's postgresql package (scripts/install-test-deps.sh); never a server left running.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export interface PgCluster {
  /** postgres://reconfirm@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  dir: string;
  /** A new empty database on the cluster, and its URL. */
  createDatabase(name: string): string;
  stop(): void;
}

/** The newest installed server's bin directory (Debian keeps them out of PATH). */
export function pgBinDir(): string | undefined {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base).filter((v) => existsSync(join(base, v, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(base, versions[0], 'bin') : undefined;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

export interface StartOptions {
  /**
   * PostgreSQL's own durability settings (fsync, synchronous_commit and full_page_writes on, as a production server
   * runs), for benchmarks. The tests' default turns them off: a test cluster is thrown away, and speed matters more.
   */
  durable?: boolean;
}

export async function startPostgres(opts: StartOptions = {}): Promise<PgCluster> {
  const bin = pgBinDir();
  if (!bin) throw new Error('PostgreSQL is not installed: run `npm run setup:test` (installs Debian postgresql)');
  const root = mkdtempSync(join(tmpdir(), 'reconfirm-pg-'));
  const dir = join(root, 'data');
  // initdb refuses to run as root: run the server as the postgres system user, which owns the directory.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(root, uid, gid);
  }
  chmodSync(root, 0o755);
  const run = (cmd: string, args: string[]) => {
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args]] : [join(bin, cmd), args];
    const r = spawnSync(file, argv, { encoding: 'utf8', timeout: 60_000 });
    if (r.status !== 0) throw new Error(`${cmd} failed (${r.status}): ${r.stderr || r.stdout}`);
    return r.stdout;
  };
  run('initdb', ['-D', dir, '-U', 'reconfirm', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const port = await freePort();
  const durability = opts.durable ? '-c fsync=on -c synchronous_commit=on -c full_page_writes=on' : '-c fsync=off -c synchronous_commit=off -c full_page_writes=off';
  // BENCH_PG_STATEMENTS: pg_stat_statements loaded, for a bench that prints where the server's time went.
  const statements = process.env.BENCH_PG_STATEMENTS ? ' -c shared_preload_libraries=pg_stat_statements -c pg_stat_statements.track=all' : '';
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 ${durability} -c max_connections=200${statements}`;
  run('pg_ctl', ['-D', dir, '-o', options, '-l', join(root, 'server.log'), '-w', '-t', '60', 'start']);
  const url = `postgres://reconfirm@127.0.0.1:${port}/postgres`;
  let stopped = false;
  return {
    url,
    port,
    dir,
    createDatabase(name: string) {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
      execFileSync(join(bin, 'psql'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'reconfirm', '-d', 'postgres', '-v', 'ON_ERROR_STOP=1', '-qc', `CREATE DATABASE ${name}`]);
      return `postgres://reconfirm@127.0.0.1:${port}/${name}`;
    },
    stop() {
      if (stopped) return;
      stopped = true;
      stopPostgresAt(join(root, 'data'));
    },
  };
}

/** Stops the cluster in dir (a PgCluster's dir) and removes it with its temporary directory. */
export function stopPostgresAt(dir: string): void {
  const bin = pgBinDir();
  const root = dirname(dir);
  try {
    if (bin) {
      const args = ['-D', dir, '-m', 'immediate', '-w', 'stop'];
      const asRoot = process.getuid?.() === 0;
      spawnSync(asRoot ? 'runuser' : join(bin, 'pg_ctl'), asRoot ? ['-u', 'postgres', '--', join(bin, 'pg_ctl'), ...args] : args, { encoding: 'utf8', timeout: 60_000 });
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
