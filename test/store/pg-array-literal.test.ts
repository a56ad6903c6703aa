// The write sets' array parameters on PostgreSQL (src/store/writeSet.ts, pgArrayLiteral): written as PostgreSQL's
// array literal by the store, not by `pg`, they must read back as the very values, whatever the text holds.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { pgArrayLiteral } from '../../src/store/writeSet.js';
import { pgBinDir, startPostgres, type PgCluster } from '../support/postgres.js';

const TEXTS = [
  '',
  'plain',
  'NULL',
  'null',
  ' spaces around ',
  'a,b{c}d',
  'quote " and backslash \\ and both \\"',
  '\\',
  '"',
  'line\nbreak\ttab\rreturn',
  'control \u0001\u001f and DEL \u007f',
  'emoji \u{1F600} and accents éñü',
  'line separators \u2028\u2029',
  JSON.stringify({ Hotel: { Name: 'Casa "Azul"', Note: 'back\\slash\nnewline' }, Guests: ['a', 'b'] }),
  'x'.repeat(70_000),
];

describe('array parameters as PostgreSQL literals', { skip: !pgBinDir() && 'PostgreSQL is not installed here' }, () => {
  let cluster: PgCluster | undefined;
  let client: pg.Client | undefined;
  before(async () => {
    cluster = await startPostgres();
    client = new pg.Client(cluster.url);
    await client.connect();
  });
  after(async () => {
    await client?.end();
    cluster?.stop();
  });

  it('reads back every text as it was, nulls as nulls, in order', async () => {
    const values = [...TEXTS, null, ...TEXTS.map((t) => `${t}${t}`), null];
    const literal = pgArrayLiteral(values);
    assert.equal(typeof literal, 'string');
    const { rows } = await client!.query('SELECT v, ord FROM unnest($1::text[]) WITH ORDINALITY AS u(v, ord) ORDER BY ord', [literal]);
    assert.deepEqual(
      rows.map((r) => r.v),
      values,
    );
  });

  it('writes what `pg` would write for the same array', async () => {
    const values = [...TEXTS, null];
    const ours = await client!.query('SELECT $1::text[] AS a', [pgArrayLiteral(values)]);
    const theirs = await client!.query('SELECT $1::text[] AS a', [values]);
    assert.deepEqual(ours.rows[0].a, theirs.rows[0].a);
  });

  it('numbers as numbers, and leaves any other value to `pg`', async () => {
    const literal = pgArrayLiteral([1, -2, null, 2 ** 53 - 1, 0]);
    const { rows } = await client!.query('SELECT $1::bigint[] AS a', [literal]);
    assert.deepEqual(rows[0].a, ['1', '-2', null, String(2 ** 53 - 1), '0']);
    const floats = await client!.query('SELECT $1::float8[] AS a', [pgArrayLiteral([1.5, -0.25, 1e-7])]);
    assert.deepEqual(floats.rows[0].a, [1.5, -0.25, 1e-7]);
    for (const other of [[true], [new Date(0)], [{ a: 1 }], [Number.NaN], [Buffer.from('x')], [['nested']]]) assert.equal(pgArrayLiteral(other), undefined);
  });
});
