/**
 * Summarises V8 CPU profiles (node --cpu-prof): self time grouped by package or source folder,
 * and the heaviest functions. `npx tsx scripts/bench/profile-summary.ts FILE.cpuprofile...`
 */
import { readFileSync } from 'node:fs';
import { printTable } from './support.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Where a frame's code comes from: a package, a folder of ours, Node itself, or V8's own work. */
function groupOf(url: string, fn: string): string {
  if (!url) return fn.startsWith('(') ? fn : '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.startsWith('node:')) return url.split('/')[0].replace(/^node:internal.*/, 'node:internal');
  const ours = /\/(src\/[^/]+\/[^/]+|dist\/[^/]+)/.exec(url);
  return ours ? ours[1] : url;
}

for (const file of process.argv.slice(2)) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const total = [...selfUs.values()].reduce((a, b) => a + b, 0);
  const groups = new Map<string, number>();
  const functions = new Map<string, number>();
  for (const [id, us] of selfUs) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    const group = groupOf(url, functionName);
    groups.set(group, (groups.get(group) ?? 0) + us);
    const key = `${functionName || '(anonymous)'} ${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/(src|dist)\//, '$1/')}:${lineNumber + 1}`;
    functions.set(key, (functions.get(key) ?? 0) + us);
  }
  const idle = groups.get('(idle)') ?? 0;
  const busy = total - idle;
  console.log(`\n${file}: ${(total / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(1)} s busy`);
  const pct = (us: number) => `${((100 * us) / busy).toFixed(1)}%`;
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .filter(([k]) => k !== '(idle)')
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, us]) => [k, pct(us)]);
  printTable(['where (self time)', 'share of busy time'], top(groups, 18));
  console.log('');
  printTable(['function', 'share of busy time'], top(functions, 20));
}
