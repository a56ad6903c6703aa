// `reconfirm mail read <file.eml> --booking <BookingId> --db ...`: explains a hotel's e-mail against a booking of the
// service database — language, the hotel's own text, facts with their words, the decision and why.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { assertFreshBuild, makeBooking, runCli, startTestService, type TestService } from '../helpers.js';

const eml = (code: string, body: string) =>
  [
    'From: Reservas Hotel Miramar <reservations@miramar.example>',
    'To: reservations@reconfirm.example',
    `Subject: RE: Por favor, reconfirme esta reserva: ${code}`,
    'Date: Tue, 02 Mar 2027 09:41:07 +0100',
    'Message-ID: <t1@miramar.example>',
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    body,
    '',
    '-----Mensaje original-----',
    'De: Reservations <reservations@reconfirm.example>',
    'Enviado el: lunes, 1 de marzo de 2027 10:02',
    'Para: reservations@miramar.example',
    `Asunto: Por favor, reconfirme esta reserva: ${code}`,
    '',
    `Referencia de reserva: ${code}`,
    'Entrada: 2027-03-10',
    'Salida: 2027-03-13',
    'Habitación 1: Double Sea View, Bed and Breakfast, 2 adultos',
    '',
  ].join('\r\n');

describe('reconfirm mail read', () => {
  let s: TestService;
  before(async () => {
    assertFreshBuild();
    s = await startTestService();
  });
  after(() => s.stop());

  it('explains a reply that confirms with a number but states another board: the words, the fact, the decision', async () => {
    const b = makeBooking();
    await s.api.addAndWait([b]);
    const file = join(s.dir, 'reply.eml');
    writeFileSync(file, eml(b.BookingCode, 'Buenos días:\n\nLa reserva está confirmada, localizador 77120, pero en régimen de solo alojamiento.\n\nUn saludo,\nRecepción'));
    const json = await runCli(['mail', 'read', file, '--booking', b.BookingCode, '--db', s.dbPath, '--json']);
    assert.equal(json.code, 0, json.stderr);
    const reading = JSON.parse(json.stdout);
    assert.equal(reading.kind, 'answer');
    assert.equal(reading.explanation.language, 'es');
    // The quoted request (our code, dates, room and board) is not the hotel's text.
    assert.doesNotMatch(reading.explanation.stripped, /Referencia de reserva|Bed and Breakfast/);
    const board = reading.explanation.facts.find((f: any) => f.field === 'boardType');
    assert.deepEqual([board.value, board.words, board.matches], ['RO', 'solo alojamiento', false]);
    assert.deepEqual(reading.explanation.decisions, [{ bookingId: b.BookingCode, outcome: 'DATA_DISCREPANCY', why: 'BoardType: booked "Bed and Breakfast", hotel "solo alojamiento"' }]);

    const text = await runCli(['mail', 'read', file, '--booking', b.BookingCode, '--db', s.dbPath]);
    assert.equal(text.code, 0, text.stderr);
    assert.match(text.stdout, /language: +es/);
    assert.match(text.stdout, /boardType = "RO" +from "solo alojamiento" differs from the booking \(Bed and Breakfast\)/);
    assert.match(text.stdout, new RegExp(`${b.BookingCode}: DATA_DISCREPANCY`));
  });

  it('lists the confirmation gate\'s checks under the decision, the failed one with the hotel\'s words', async () => {
    const b = makeBooking();
    await s.api.addAndWait([b]);
    const file = join(s.dir, 'gate.eml');
    writeFileSync(file, eml(b.BookingCode, 'Buenos días:\n\nLa reserva está confirmada, localizador 77120.\nPor favor envíen los datos de la tarjeta de crédito.\n\nUn saludo,\nRecepción'));
    const json = await runCli(['mail', 'read', file, '--booking', b.BookingCode, '--db', s.dbPath, '--json']);
    assert.equal(json.code, 0, json.stderr);
    const decision = JSON.parse(json.stdout).explanation.decisions[0];
    assert.equal(decision.outcome, 'REPLY_NEEDS_REVIEW');
    assert.equal(decision.checks.length, 10);
    assert.deepEqual(decision.checks.filter((c: any) => !c.passed).map((c: any) => c.check), ['noRequest']);
    const text = await runCli(['mail', 'read', file, '--booking', b.BookingCode, '--db', s.dbPath]);
    assert.match(text.stdout, /passed oneNumber \("label"\)/);
    assert.match(text.stdout, /failed noRequest \("Por favor envíen los datos de la tarjeta de crédito\."\)/);
  });

  it('says why a reply goes to review, and refuses an unknown booking', async () => {
    const b = makeBooking();
    await s.api.addAndWait([b]);
    const file = join(s.dir, 'pending.eml');
    writeFileSync(file, eml(b.BookingCode, 'Hola,\n\nLa reserva está pendiente; le confirmaremos en cuanto el jefe de reservas revise la disponibilidad.'));
    const r = await runCli(['mail', 'read', file, '--booking', b.BookingCode, '--db', s.dbPath, '--json']);
    assert.equal(r.code, 0, r.stderr);
    assert.equal(JSON.parse(r.stdout).explanation.decisions[0].outcome, 'PENDING');
    const unknown = await runCli(['mail', 'read', file, '--booking', 'NOPE-1', '--db', s.dbPath]);
    assert.equal(unknown.code, 1);
    assert.match(unknown.stderr, /no booking NOPE-1/);
  });
});
