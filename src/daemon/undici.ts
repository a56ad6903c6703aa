// undici for the requests `serve` sends (webhooks, the http and ota channels), loaded with the first one. The service
// thread imports these senders through the task registry but sends nothing: undici at start cost it about 5 MB of
// heap (its 110 CommonJS modules). Synchronous, so that a hot path pays one property read, not an await.
import { createRequire } from 'node:module';
import type * as Undici from 'undici';

let lib: typeof Undici | undefined;

export const undici = (): typeof Undici => (lib ??= createRequire(import.meta.url)('undici') as typeof Undici);
