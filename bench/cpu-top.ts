// Prints the top self-time functions of a .cpuprofile (node --cpu-prof): where a missed figure spends its time.
import { readFileSync } from 'node:fs';

interface Node { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number; children?: number[] }

export function topSelfTime(file: string, limit = 25): string[] {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as { nodes: Node[]; samples: number[]; timeDeltas: number[] };
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const n = byId.get(id)!;
    const dt = profile.timeDeltas[i] ?? 0;
    total += dt;
    const f = n.callFrame;
    const where = f.url ? `${f.url.replace(/^.*\/(node_modules\/)?/, '$1')}:${f.lineNumber + 1}` : '';
    const key = `${f.functionName || '(anonymous)'} ${where}`;
    self.set(key, (self.get(key) ?? 0) + dt);
  });
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([k, us]) => `${((100 * us) / total).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(6)} ms  ${k}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const file of process.argv.slice(2).filter((a) => !a.startsWith('-'))) {
    console.log(`== ${file}`);
    for (const line of topSelfTime(file, Number(process.env.TOP ?? 25))) console.log(line);
  }
}
