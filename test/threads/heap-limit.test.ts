// serve's worker threads get capped old generations (src/daemon/threads/heapLimit.ts), unless the operator sets the
// heap's size: then that size is every thread's, larger than the cap too (docs/troubleshooting.md's fix for ERR_WORKER_OUT_OF_MEMORY).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { describe, it } from 'node:test';

const MODULE = new URL('../../src/daemon/threads/heapLimit.ts', import.meta.url).href;

/** oldGenerationMb(1024) as a fresh node process computes it with these flags and NODE_OPTIONS. */
function limitWith(flags: string[], nodeOptions = ''): number {
  const env = { ...process.env, NODE_OPTIONS: nodeOptions };
  const out = execFileSync(process.execPath, ['--import', 'tsx', ...flags, '--input-type=module', '-e', `const m = await import(${JSON.stringify(MODULE)}); console.log(m.oldGenerationMb(1024));`], { env, encoding: 'utf8' });
  return Number(out.trim());
}

describe('worker heap limits', () => {
  it('caps a thread at 1 GB by default, and at the machine’s smaller limit below it', () => {
    assert.equal(limitWith([]), 1024);
    const small = limitWith(['--max-old-space-size=512']);
    assert.ok(small >= 512 && small < 1024, `an operator's 512 MB stays: ${small}`);
  });

  it('gives every thread an operator’s larger --max-old-space-size, on the command line or in NODE_OPTIONS', () => {
    const flag = limitWith(['--max-old-space-size=3072']);
    assert.ok(flag >= 3072, `--max-old-space-size=3072 raised the cap: ${flag}`);
    const env = limitWith([], '--max-old-space-size=2048');
    assert.ok(env >= 2048, `NODE_OPTIONS raised the cap: ${env}`);
  });
});
