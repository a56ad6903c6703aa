// Every route the running service registered is in /openapi.json, each of its methods: the hotel-facing pages too
// (they were missing), and each method a path refuses with 405.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { servedRoutes } from '../../src/daemon/http/app.js';
import { KNOWN_PATHS } from '../../src/daemon/http/paths.js';
import { startTestService, type TestService } from '../helpers.js';

describe('/openapi.json documents every registered route', () => {
  let s: TestService;
  let doc: any;
  before(async () => {
    // Every hotel-facing route is registered whatever the channel (the printout of a manual service lists them all).
    s = await startTestService();
    doc = (await s.api.call('GET', '/openapi.json')).body;
  });
  after(() => s.stop());

  it('each method of each route the service registered has an operation (HEAD goes with GET)', () => {
    const served = servedRoutes(s.service.app);
    assert.ok(served.length >= 20, `the service registered ${served.length} routes`);
    const missing: string[] = [];
    for (const { url, methods } of served) {
      const path = url.replace(/:(\w+)/g, '{$1}');
      for (const method of methods) {
        if (method === 'HEAD') continue;
        if (!doc.paths[path]?.[method.toLowerCase()]) missing.push(`${method} ${path}`);
      }
    }
    assert.deepEqual(missing, []);
    for (const path of ['/hotel/respond/{token}', '/hotel/digest/{token}']) assert.ok(doc.paths[path]?.get && doc.paths[path]?.post, path);
  });

  it('the list of API paths behind the 405 answers names only routes the service registered', () => {
    const urls = new Set(servedRoutes(s.service.app).map((r) => r.url));
    for (const url of Object.keys(KNOWN_PATHS)) assert.ok(urls.has(url), url);
  });
});
