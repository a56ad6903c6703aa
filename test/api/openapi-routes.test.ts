// One 405 mechanism and a document of every route: the paths and methods the running service registered are the ones
// /openapi.json describes, and every path (the hotel pages and /ota too) answers any other method with 405 and Allow.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { routesServed } from '../../src/daemon/http/app.js';
import { methodsNotAllowed } from '../../src/daemon/http/paths.js';
import { startTestService, type TestService } from '../helpers.js';

describe('/openapi.json documents every registered route; every path refuses other methods alike', () => {
  let s: TestService;
  let doc: any;
  before(async () => {
    // Every hotel-facing route is registered whatever the channel.
    s = await startTestService();
    doc = (await s.api.call('GET', '/openapi.json')).body;
  });
  after(() => s.stop());

  it('each method each path serves has an operation, and each other method its 405 (HEAD goes with GET)', () => {
    const served = routesServed(s.service.app);
    assert.ok(served.size >= 16, `the service serves ${served.size} paths`);
    const missing: string[] = [];
    for (const [url, methods] of served) {
      const path = url.replace(/:(\w+)/g, '{$1}');
      for (const m of methods) if (!doc.paths[path]?.[m.toLowerCase()]?.responses['200']) missing.push(`${m} ${path}`);
      for (const m of methodsNotAllowed(methods)) {
        if (doc.paths[path]?.[m.toLowerCase()]?.responses['405']?.$ref !== '#/components/responses/MethodNotAllowed') missing.push(`${m} ${path} (405)`);
        assert.ok(s.service.app.hasRoute({ method: m as any, url }), `${m} ${url} is answered (405)`);
      }
    }
    assert.deepEqual(missing, []);
    for (const path of ['/hotel/respond/{token}', '/hotel/digest/{token}', '/hotel/replies', '/ota']) assert.ok(doc.paths[path], path);
  });

  it('the hotel pages, /hotel/replies and /ota answer a method they do not serve with 405 and Allow, as the API does', async () => {
    const cases: [string, string, string][] = [
      ['PUT', '/hotel/respond/some-token', 'GET, POST'],
      ['DELETE', '/hotel/digest/some-token', 'GET, POST'],
      ['GET', '/hotel/replies', 'POST'],
      ['GET', '/ota', 'POST'],
      ['OPTIONS', '/addBookings', 'POST'],
    ];
    for (const [method, path, allow] of cases) {
      const r = await s.api.call(method, path);
      assert.equal(r.status, 405, `${method} ${path}`);
      assert.equal(r.headers.allow, allow, `${method} ${path}`);
      assert.equal((r.body as any)?.error?.code, 'METHOD_NOT_ALLOWED', `${method} ${path}`);
    }
  });
});
