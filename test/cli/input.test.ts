// Input the way agents have it (issue 14): spreadsheet CSVs, headers in any case, errors that name the booking and
// the fix, and mistakes with ids and flags that point to the right command.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { detectDelimiter } from '../../src/client/readers.js';
import { closest } from '../../src/client/columns.js';
import { cliEnv, makeBooking, startTestService, type CliEnv, type TestService } from '../helpers.js';

const HEADER = ['BookingCode', 'CheckIn', 'CheckOut', 'Hotel.Name', 'Hotel.CountryCode', 'Currency', 'Guest.LeadName'];

describe('reading files', () => {
  it('the separator is found in the header line, outside quotes', () => {
    assert.equal(detectDelimiter('BookingCode,CheckIn,Hotel.Name'), ',');
    assert.equal(detectDelimiter('BookingCode;CheckIn;"Hotel, Name"'), ';');
    assert.equal(detectDelimiter('BookingCode\tCheckIn\tHotel.Name'), '\t');
    assert.equal(detectDelimiter('BookingCode,CheckIn', '.tsv'), '\t');
  });
  it('did-you-mean is for typos, not for any column', () => {
    assert.equal(closest('LeadNmae', ['LeadName', 'Adults']), 'LeadName');
    assert.equal(closest('Notes', ['Hotel', 'Guest']), undefined);
  });
});

describe('import and push with agents\' files', () => {
  let cli: CliEnv;
  let s: TestService;
  before(async () => {
    s = await startTestService();
    cli = cliEnv(s);
  });
  after(async () => {
    cli.cleanup();
    await s.stop();
  });

  it('a semicolon CSV with headers in other cases imports, and says which separator it used', async () => {
    const file = cli.file('eu.csv', [HEADER.map((h) => h.toLowerCase()).join(';'), 'EU-1;2027-03-10;2027-03-13;Hotel Miramar;ES;EUR;Maria Lopez', 'EU-2;2027-04-10;2027-04-12;"Hotel; Sol";PT;eur;João Silva'].join('\n'));
    const r = await cli.run(['import', file]);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stderr, /eu\.csv: CSV with columns separated by semicolons \(;\)/);
    assert.doesNotMatch(r.stderr, /warning|is required/);
    assert.match(r.stdout, /2 booking\(s\) read, 2 valid, 0 invalid/);
  });

  it('a .tsv file is read as tab-separated', async () => {
    const file = cli.file('export.tsv', [HEADER.join('\t'), 'TSV-1\t2027-03-10\t2027-03-13\tHotel Miramar\tES\tEUR\tMaria Lopez'].join('\n'));
    const r = await cli.run(['import', file, '--dry-run']);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stderr, /columns separated by tabs/);
  });

  it('errors name the BookingCode beside the line, suggest the country code and show the currency they got; a misspelt header gets a did-you-mean', async () => {
    const file = cli.file('bad.csv', [[...HEADER, 'Guest.LeadNmae'].join(','), 'BAD-1,2027-03-10,2027-03-13,Hotel Miramar,UK,EURO,Maria Lopez,x'].join('\n'));
    const r = await cli.run(['import', file]);
    assert.equal(r.code, 1);
    assert.match(r.stderr, /warning: column "Guest\.LeadNmae" is not a booking field; did you mean "Guest\.LeadName"\?/);
    assert.match(r.stderr, /bad\.csv:2 \(BAD-1\): Hotel\.CountryCode: must be an ISO 3166 country code \(got "UK"; use GB\)/);
    assert.match(r.stderr, /bad\.csv:2 \(BAD-1\): Currency: must be an ISO 4217 currency code \(got "EURO"\)/);
  });

  it('push of a file with invalid rows says that import then push sends the valid ones', async () => {
    const file = cli.file('mixed.csv', [HEADER.join(','), 'MIX-1,2027-03-10,2027-03-13,Hotel Miramar,ES,EUR,Maria Lopez', 'MIX-2,2027-03-10,2027-03-13,Hotel Miramar,XX,EUR,'].join('\n'));
    const r = await cli.run(['push', file]);
    assert.equal(r.code, 1);
    assert.match(r.stderr, /To send the 1 valid one\(s\) now: `reconfirm import .*mixed\.csv` \(stores the valid ones\), then `reconfirm push`/);
  });

  it('DUPLICATE_BOOKING_CODE tells a CLI user to use reconfirm patch', async () => {
    await s.api.addAndWait([makeBooking({ BookingCode: 'DUP-CLI', Guest: { LeadName: 'One' } })]);
    const file = cli.file('dup.json', JSON.stringify([makeBooking({ BookingCode: 'DUP-CLI', Guest: { LeadName: 'Two' } })]));
    const r = await cli.run(['push', file, '--wait', '--wide']);
    assert.equal(r.code, 1);
    assert.match(r.stdout, /DUPLICATE_BOOKING_CODE[\s\S]*change it with: reconfirm patch 'DUP-CLI'/);
    assert.doesNotMatch(r.stdout, /PATCH \/updateBooking/);
  });

  it('show with the wrong case suggests the BookingId that exists; status with a BookingId says it takes a traceId', async () => {
    await s.api.addAndWait([makeBooking({ BookingCode: 'TA-70001' })]);
    const r = await cli.run(['show', 'ta-70001']);
    assert.equal(r.code, 1);
    assert.match(r.stderr, /no booking ta-70001 on the service; did you mean TA-70001\? BookingIds are exact, case included/);
    const st = await cli.run(['status', 'TA-70001']);
    assert.equal(st.code, 2);
    assert.match(st.stderr, /status takes a traceId .*not "TA-70001"; for one booking run: reconfirm show 'TA-70001'/);
  });

  it('a base URL without its scheme blames the flag, not the config file', async () => {
    const r = await cli.run(['bookings', '--base-url', '127.0.0.1:18480']);
    assert.equal(r.code, 2);
    assert.match(r.stderr, /--base-url: .*\(got "127\.0\.0\.1:18480"; write it with its scheme, e\.g\. http:\/\/127\.0\.0\.1:18480\)/);
    assert.doesNotMatch(r.stderr, /config file|file /);
  });

  it('init without a key keeps the saved one', async () => {
    const first = await cli.run(['init', '--base-url', s.url, '--account-id', s.accountId, '--api-key', s.apiKey]);
    assert.equal(first.code, 0, first.stderr);
    const again = await cli.run(['init', '--base-url', `${s.url}/`, '--account-id', s.accountId], { env: { RECONFIRM_API_KEY: '' } });
    assert.equal(again.code, 0, again.stderr);
    assert.match(again.stdout, /the API key is the one saved before/);
    assert.equal((await cli.run(['bookings', '--limit', '1'], { env: { RECONFIRM_API_KEY: '', RECONFIRM_BASE_URL: '', RECONFIRM_ACCOUNT_ID: '' } })).code, 0);
  });
});
