// CSV columns resolved against the booking schema: dotted names, array indexes, aliases and coercion per field type.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { coerce, resolveColumn, rowToObject } from '../../src/client/columns.js';
import { elementLines } from '../../src/client/readers.js';
import { BookingSchema } from '../../src/domain/schemas.js';

const col = (h: string, i = 0) => resolveColumn(BookingSchema, h, i);

describe('CSV columns', () => {
  it('nested fields are dotted, with [0] or .0 for list items, and take their type from the schema', () => {
    assert.deepEqual(col('Guest.RoomStructure[0].RoomType').path, ['Guest', 'RoomStructure', 0, 'RoomType']);
    assert.deepEqual(col('Guest.RoomStructure.1.Adults').path, ['Guest', 'RoomStructure', 1, 'Adults']);
    assert.equal(col('Guest.RoomStructure.1.Adults').kind, 'number');
    assert.equal(col('Refundable').kind, 'boolean');
    assert.equal(col('Hotel.ContactDetails.Emails').kind, 'string[]');
    assert.equal(col('Hotel.PostalCode').kind, 'string', 'a postal code like 08003 stays text');
  });

  it("the spec's other spellings map to the request spelling", () => {
    assert.deepEqual(col('Guest.Children').path, ['Guest', 'Childs']);
    assert.deepEqual(col('Guest.RoomStructure[0].Children').path, ['Guest', 'RoomStructure', 0, 'Childs']);
    assert.deepEqual(col('CancellationDeadline').path, ['CancellationDeadLine']);
  });

  it('a column the schema does not know is reported, not guessed', () => {
    assert.equal(col('Notes').known, false);
    assert.equal(col('Hotel.Stars').known, false);
  });

  it('cells are coerced by field type; what does not fit stays text for validation to name', () => {
    assert.equal(coerce('120.50', 'number'), 120.5);
    assert.equal(coerce('abc', 'number'), 'abc');
    assert.equal(coerce('Yes', 'boolean'), true);
    assert.equal(coerce('0', 'boolean'), false);
    assert.equal(coerce('maybe', 'boolean'), 'maybe');
    assert.deepEqual(coerce(' a@x.example ; b@y.example;', 'string[]'), ['a@x.example', 'b@y.example']);
  });

  it('a row becomes a booking object; empty cells are absent', () => {
    const cols = ['BookingCode', 'Guest.LeadName', 'Guest.Adults', 'Guest.RoomStructure[0].RoomType', 'SpecialRequest'].map(col).map((c, i) => ({ ...c, index: i }));
    assert.deepEqual(rowToObject(cols, ['B-1', 'Ann', '2', 'Double', '']), { BookingCode: 'B-1', Guest: { LeadName: 'Ann', Adults: 2, RoomStructure: [{ RoomType: 'Double' }] } });
  });

  it('JSON bookings are located by the line their object starts on', () => {
    const text = '[\n  {"BookingCode": "A", "x": "{[\\"quoted\\"]}"},\n\n  {\n    "BookingCode": "B"\n  }\n]';
    assert.deepEqual(elementLines(text, 2, 2), [2, 4]);
    assert.deepEqual(elementLines('{"Bookings": [\n{"a": {"b": 1}},\n{}\n]}', 3, 2), [2, 3]);
  });
});
