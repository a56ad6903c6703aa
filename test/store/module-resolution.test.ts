// The binary's resolution shortcut for drizzle-orm on Node 22-24 (src/moduleResolution.ts): it takes the relative
// imports between drizzle-orm's files away from Node's package lookup, which cost each process and thread 1-2 s of CPU
// on Node 24, and loads exactly the files, as exactly the formats, Node's own resolution does.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import module from 'node:module';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const LOADS = fileURLToPath(new URL('../support/drizzle-loads.mjs', import.meta.url));
const noHooks = !('registerHooks' in module) && `Node ${process.versions.node} has no module.registerHooks (nor the slow lookup it avoids)`;

function drizzleLoads(...args: string[]): { loaded: Record<string, string>; askedNode: number } {
  const r = spawnSync(process.execPath, [LOADS, ...args], { encoding: 'utf8', timeout: 60_000, env: { ...process.env, NODE_OPTIONS: '' } });
  assert.equal(r.status, 0, r.stderr);
  return JSON.parse(r.stdout);
}

describe('drizzle-orm resolved by the binary', () => {
  test('with the shortcut, the same drizzle-orm files load as ES modules, and none of their relative imports asks Node', { skip: noHooks }, () => {
    const node = drizzleLoads();
    const shortcut = drizzleLoads('shortcut');
    assert.ok(Object.keys(node.loaded).length > 100, `drizzle-orm's parts are a few hundred files (${Object.keys(node.loaded).length})`);
    assert.ok(node.askedNode > 100, 'without it, Node resolves each relative import');
    assert.deepEqual(shortcut.loaded, node.loaded);
    assert.equal(shortcut.askedNode, 0);
  });
});
