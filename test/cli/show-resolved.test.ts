// `show` on a booking that is no longer ESCALATED (issue 28): the reasons once raised are shown as past, not current.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { cliEnv, escalateByHotel, hotelAnswers, makeBooking, startTestService, type CliEnv, type TestService } from '../helpers.js';

describe('show after an escalation is resolved', () => {
  let s: TestService;
  let cli: CliEnv;
  before(async () => {
    s = await startTestService();
    cli = cliEnv(s);
  });
  after(async () => {
    cli.cleanup();
    await s.stop();
  });

  it('an escalated booking says "escalated for"; once confirmed, "was escalated for ... no longer"', async () => {
    await s.api.addAndWait([makeBooking({ BookingCode: 'RS-1' })]);
    escalateByHotel(s, 'RS-1');
    const escalated = await cli.run(['show', 'RS-1'], { env: { COLUMNS: '160' } });
    assert.equal(escalated.code, 0, escalated.stderr);
    assert.match(escalated.stdout, /^escalated for\s+HOTEL_REPORTS_NO_BOOKING/m);
    assert.equal(hotelAnswers(s, 'RS-1', { hcn: 'H-1' }), 'CONFIRMED');
    const confirmed = await cli.run(['show', 'RS-1'], { env: { COLUMNS: '160' } });
    assert.doesNotMatch(confirmed.stdout, /^escalated for/m);
    assert.match(confirmed.stdout, /^was escalated for\s+HOTEL_REPORTS_NO_BOOKING \(no longer: the booking is CONFIRMED\)/m);
  });
});
