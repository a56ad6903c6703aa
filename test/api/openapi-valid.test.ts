// /openapi.json is a valid OpenAPI 3.1 document under two independent validators: @seriousme/openapi-schema-validator
// (the official OAS 3.1 JSON Schema, through ajv) and @hyperjump/json-schema (its own JSON Schema implementation, with
// the OAS 3.1 schema-base dialect, which also checks every schema in the document against its dialect).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { validate } from '@hyperjump/json-schema/openapi-3-1';
import { Validator } from '@seriousme/openapi-schema-validator';
import { startTestService, type TestService } from '../helpers.js';

describe('/openapi.json is valid OpenAPI 3.1', () => {
  let s: TestService;
  let doc: any;
  before(async () => {
    s = await startTestService();
    doc = (await s.api.call('GET', '/openapi.json')).body;
  });
  after(() => s.stop());

  it('under @seriousme/openapi-schema-validator', async () => {
    const result = await new Validator({ allErrors: true }).validate(structuredClone(doc));
    assert.ok(result.valid, JSON.stringify(result.errors, null, 1)?.slice(0, 3000));
  });

  it('under @hyperjump/json-schema with the OAS 3.1 schema-base dialect', async () => {
    const output = await validate('https://spec.openapis.org/oas/3.1/schema-base', structuredClone(doc));
    assert.ok(output.valid, JSON.stringify(output, null, 1).slice(0, 3000));
  });

  it('a broken document fails under both (the validators are really asked)', async () => {
    const broken = { ...structuredClone(doc), paths: { '/x': { get: { responses: { 200: { description: 1 } } } } } };
    assert.equal((await new Validator().validate(broken)).valid, false);
    assert.equal((await validate('https://spec.openapis.org/oas/3.1/schema-base', broken)).valid, false);
  });
});
