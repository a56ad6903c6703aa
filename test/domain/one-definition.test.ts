// Facts that were written twice or more (issue 27, "twins") have one definition left: a grep over src/ per twin, and
// the one definition's behaviour where callers depend on it.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, it } from 'node:test';
import { ConfigSchema } from '../../src/config.js';
import { usesPostgres } from '../../src/configNames.js';
import { isDatabaseUrl } from '../../src/domain/databaseUrl.js';
import { lookupByName } from '../../src/domain/perHotel.js';
import { HotelReplySchema } from '../../src/domain/reply.js';
import { REPLY_FIELD_TEXT } from '../../src/domain/replyFields.js';
import { ROOT } from '../helpers.js';

const SRC = join(ROOT, 'src');
const sources: { file: string; text: string }[] = [];
(function read(dir: string) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) read(path);
    else if (entry.name.endsWith('.ts')) sources.push({ file: relative(ROOT, path), text: readFileSync(path, 'utf8') });
  }
})(SRC);

/** The source files in which the pattern occurs. */
const filesWith = (pattern: RegExp) => sources.filter((s) => pattern.test(s.text)).map((s) => s.file);

describe('one definition per fact', () => {
  it('the PostgreSQL-URL test: domain/databaseUrl.ts only', () => {
    assert.deepEqual(filesWith(/postgres\(ql\)\?:/), ['src/domain/databaseUrl.ts']);
    for (const url of ['postgres://u:p@h/db', 'POSTGRESQL://h/db']) assert.ok(isDatabaseUrl(url) && usesPostgres({ db: url }), url);
    for (const path of ['./data/reconfirm.db', 'postgres.db', ':memory:']) assert.ok(!isDatabaseUrl(path), path);
    assert.ok(ConfigSchema.safeParse({ databaseUrl: 'postgresql://h/db' }).success);
    assert.ok(!ConfigSchema.safeParse({ databaseUrl: 'mysql://h/db' }).success);
    assert.ok(!ConfigSchema.safeParse({ databaseUrl: 'postgres://h/d b' }).success, 'no blank inside the URL');
  });

  it('the per-hotel lookup of byHotel and byMasterProvider: domain/perHotel.ts only', () => {
    assert.deepEqual(filesWith(/name\.trim\(\)\.toLowerCase\(\) === k/), ['src/domain/perHotel.ts']);
    assert.equal(lookupByName({ ' Hotel Alpenblick ': 'manual' }, 'hotel alpenblick'), 'manual');
    assert.equal(lookupByName({ HotelHub: 'http' }, undefined), undefined);
  });

  it('the Language type: domain/languages.ts only', () => {
    assert.deepEqual(filesWith(/type Language\s*=/), ['src/domain/languages.ts']);
  });

  it('the deep merge (with its __proto__ guard): domain/merge.ts only', () => {
    assert.deepEqual(filesWith(/function (deepMerge|mergeDeep)\b/), ['src/domain/merge.ts']);
  });

  it('the dotted-path read: getPath in config.ts only', () => {
    assert.deepEqual(filesWith(/split\('\.'\)\.reduce/), ['src/config.ts']);
    assert.equal(readFileSync(join(SRC, 'config.ts'), 'utf8').match(/split\('\.'\)\.reduce/g)?.length, 1);
  });

  it("the texts of a reply's fields: domain/replyFields.ts, read by the schema and by `hotel reply`'s flags", () => {
    for (const [field, text] of Object.entries(REPLY_FIELD_TEXT)) {
      assert.equal(HotelReplySchema.shape[field as keyof typeof REPLY_FIELD_TEXT].description, text, field);
      assert.deepEqual(filesWith(new RegExp(`['"]${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"]`)), ['src/domain/replyFields.ts'], text);
    }
  });

  it("the jobs table's columns: selectColumns, not a list by hand", () => {
    assert.deepEqual(filesWith(/max_attempts AS maxAttempts/), []);
  });
});
