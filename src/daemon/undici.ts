// undici for the requests `serve` sends (webhooks, the http and ota channels), loaded with the first one. The service
// thread imports these senders through the task registry but sends nothing: undici at start cost it about 5 MB of
// heap (its 110 CommonJS modules). Synchronous, so that a hot path pays one property read, not an await.
//
// undici parses responses with llhttp compiled to WebAssembly, at its first connection. V8's optimizing compiler
// took about 35 MB of memory for that module for a moment (in a drain, at the first webhooks: the process's peak RSS
// rose by 30-35 MB for 0.2 s); its baseline compiler (Liftoff) takes 2 MB, and 16 connections POSTing webhook-sized
// bodies to a local receiver ran at the same rate (4034 requests/s optimized, 4209 with Liftoff only), and so did the
// bench's webhook figure (ratio 0.44-0.56, median 0.53, in five runs each way). The flag is the process's: undici's
// parser is the only WebAssembly serve runs.
import { createRequire } from 'node:module';
import { setFlagsFromString } from 'node:v8';
import type * as Undici from 'undici';

let lib: typeof Undici | undefined;

function load(): typeof Undici {
  setFlagsFromString('--liftoff-only');
  return createRequire(import.meta.url)('undici') as typeof Undici;
}

export const undici = (): typeof Undici => (lib ??= load());
