// One 405 mechanism and a document of every route: the paths and methods the running service registered are the ones
// /openapi.json describes, and every path (the hotel pages and /ota too) answers any other method with 405 and Allow.
// The document is made from the routes themselves (each carries its doc): a route added with one appears, with the
// query its zod schema validates; a route added without one is caught by the same check the service passes.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { buildApp, routesServed } from '../../src/daemon/http/app.js';
import { methodsNotAllowed } from '../../src/daemon/http/paths.js';
import { doc as routeDoc } from '../../src/daemon/http/routeDoc.js';
import { startTestService, type TestService } from '../helpers.js';

/** Each method each path of the app serves without its operation in the document, and each other method without its 405. */
function undocumented(app: FastifyInstance, doc: any): string[] {
  const missing: string[] = [];
  for (const [url, methods] of routesServed(app)) {
    const path = url.replace(/:(\w+)/g, '{$1}');
    for (const m of methods) if (!doc.paths[path]?.[m.toLowerCase()]?.responses['200']) missing.push(`${m} ${path}`);
    for (const m of methodsNotAllowed(methods)) {
      if (doc.paths[path]?.[m.toLowerCase()]?.responses['405']?.$ref !== '#/components/responses/MethodNotAllowed') missing.push(`${m} ${path} (405)`);
      assert.ok(app.hasRoute({ method: m as any, url }), `${m} ${url} is answered (405)`);
    }
  }
  return missing;
}

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
    assert.deepEqual(undocumented(s.service.app, doc), []);
    for (const path of ['/hotel/respond/{token}', '/hotel/digest/{token}', '/hotel/replies', '/ota']) assert.ok(doc.paths[path], path);
  });

  it('a route added with its doc is in the document as it says; one added without is caught', async () => {
    const Params = z.object({ thing: z.string().describe('The thing looked at') });
    const Query = z.object({ colour: z.enum(['red', 'blue']).optional().describe('Only things of this colour') });
    const app = await buildApp(s.service.ctx, {
      plugins: [
        async (extra) => {
          const thingDoc = routeDoc({ tags: ['extension'], summary: 'One thing', params: Params, query: Query, responses: { 200: { description: 'The thing' } }, errors: [404], security: 'account' });
          extra.get('/things/:thing', thingDoc, async () => ({}));
          extra.post('/undocumented', async () => ({}));
        },
      ],
    });
    try {
      const extended = (await app.inject({ method: 'GET', url: '/openapi.json' })).json();
      const get = extended.paths['/things/{thing}'].get;
      assert.equal(get.summary, 'One thing');
      assert.deepEqual(get.parameters, [
        { name: 'thing', in: 'path', required: true, description: 'The thing looked at', schema: { type: 'string' } },
        { name: 'colour', in: 'query', required: false, description: 'Only things of this colour', schema: { type: 'string', enum: ['red', 'blue'] } },
      ]);
      assert.equal(get.responses['404'].content['application/json'].schema.$ref, '#/components/schemas/Error');
      assert.deepEqual(get.security, [{ accountId: [], apiKey: [] }]);
      assert.equal(extended.paths['/things/{thing}'].delete.responses['405'].$ref, '#/components/responses/MethodNotAllowed');
      assert.deepEqual(undocumented(app, extended), ['POST /undocumented', 'GET /undocumented (405)', 'HEAD /undocumented (405)', 'PUT /undocumented (405)', 'PATCH /undocumented (405)', 'DELETE /undocumented (405)', 'OPTIONS /undocumented (405)']);
    } finally {
      await app.close();
    }
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
