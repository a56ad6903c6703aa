// Reading a trusted receiving server's Authentication-Results header (RFC 8601) into the stored verdict.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { headerValues, readAuthenticationResults } from '../../src/domain/senderAuth.js';

const raw = (headers: string[]) => Buffer.from(`${headers.join('\r\n')}\r\n\r\nAuthentication-Results: mx.agency.example; dmarc=pass\r\n`);

describe('Authentication-Results of a trusted server', () => {
  const cases: { name: string; headers: string[]; want: ReturnType<typeof readAuthenticationResults> }[] = [
    {
      name: 'folded, with comments and a version after the authserv-id',
      headers: ['Authentication-Results: mx.agency.example 1; spf=pass (sender SPF authorized)', ' smtp.mailfrom=hotel.example;', '\tdkim=pass header.d=hotel.example; dmarc=pass (p=none) header.from=Hotel.Example'],
      want: { spf: 'pass', dkim: 'pass', dmarc: 'pass', domain: 'hotel.example', by: 'header mx.agency.example' },
    },
    {
      name: 'one passing DKIM signature among failing ones is a pass; a missing method is none',
      headers: ['Authentication-Results: MX.Agency.Example; dkim=fail header.d=x.example; dkim=pass header.d=hotel.example'],
      want: { spf: 'none', dkim: 'pass', dmarc: 'none', by: 'header mx.agency.example' },
    },
    {
      name: "the topmost trusted header wins; another server's header is ignored",
      headers: ['Authentication-Results: attacker.example; dmarc=pass', 'Authentication-Results: mx.agency.example; dmarc=fail header.from=hotel.example', 'Authentication-Results: mx.agency.example; dmarc=pass'],
      want: { spf: 'none', dkim: 'none', dmarc: 'fail', domain: 'hotel.example', by: 'header mx.agency.example' },
    },
    {
      name: 'no header from a trusted server (one in the body does not count)',
      headers: ['Authentication-Results: attacker.example; dmarc=pass', 'Subject: hi'],
      want: undefined,
    },
  ];
  for (const c of cases) {
    it(c.name, () => {
      assert.deepEqual(readAuthenticationResults(headerValues(raw(c.headers), 'Authentication-Results'), ['mx.agency.example']), c.want);
    });
  }
});
