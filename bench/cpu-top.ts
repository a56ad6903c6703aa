// Prints the top self-time functions of a .cpuprofile (node --cpu-prof): where a missed figure spends its time.
// INCLUSIVE=1: the top functions by total time (their own and their callees', each sample counted once per function);
// UNDER=<regex>: only the samples whose stack holds a function matching it ("name file:line"), e.g. UNDER='^recordSent '.
import { readFileSync } from 'node:fs';

interface Node { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number; children?: number[] }

const nameOf = (n: Node): string => {
  const f = n.callFrame;
  const where = f.url ? `${f.url.replace(/^.*\/(node_modules\/)?/, '$1')}:${f.lineNumber + 1}` : '';
  return `${f.functionName || '(anonymous)'} ${where}`;
};

export function topSelfTime(file: string, limit = 25, opts: { inclusive?: boolean; under?: RegExp } = {}): string[] {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as { nodes: Node[]; samples: number[]; timeDeltas: number[] };
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const stack = (id: number): string[] => {
    const names: string[] = [];
    for (let x: number | undefined = id; x !== undefined; x = parent.get(x)) names.push(nameOf(byId.get(x)!));
    return names;
  };
  const self = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    const names = opts.inclusive || opts.under ? stack(id) : [nameOf(byId.get(id)!)];
    if (opts.under && !names.some((k) => opts.under!.test(k))) return;
    total += dt;
    for (const key of opts.inclusive ? new Set(names) : [names[0]]) self.set(key, (self.get(key) ?? 0) + dt);
  });
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([k, us]) => `${((100 * us) / total).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(6)} ms  ${k}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const opts = { inclusive: process.env.INCLUSIVE === '1', under: process.env.UNDER ? new RegExp(process.env.UNDER) : undefined };
  for (const file of process.argv.slice(2).filter((a) => !a.startsWith('-'))) {
    console.log(`== ${file}${opts.under ? ` (samples under ${opts.under})` : ''}`);
    for (const line of topSelfTime(file, Number(process.env.TOP ?? 25), opts)) console.log(line);
  }
}
