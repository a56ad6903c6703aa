// Every command of the CLI, registered in the order `reconfirm --help` lists them.
import type { Command } from 'commander';
import { registerBackup } from './backup.js';
import { registerBookings } from './bookings.js';
import { registerCancel } from './cancel.js';
import { registerImport } from './import.js';
import { registerInit } from './init.js';
import { registerPatch } from './patch.js';
import { registerPurge } from './purge.js';
import { registerPush } from './push.js';
import { registerReconcile } from './reconcile.js';
import { registerReplay } from './replay.js';
import { registerShow } from './show.js';
import { registerStatus } from './status.js';
import { registerEscalations } from './escalations.js';
import { registerTriage } from './triage.js';
import { registerHotel } from './hotel.js';
import { registerInbox } from './inbox.js';
import { registerKeys } from './keys.js';
import { registerListen } from './listen.js';
import { registerServe } from './serve.js';
import { registerWebhooks } from './webhooks.js';

export function registerCommands(program: Command) {
  registerServe(program);
  registerKeys(program);
  registerHotel(program);
  registerInbox(program);
  registerInit(program);
  registerImport(program);
  registerPush(program);
  registerPatch(program);
  registerCancel(program);
  registerStatus(program);
  registerBookings(program);
  registerShow(program);
  registerEscalations(program);
  registerTriage(program);
  registerReconcile(program);
  registerReplay(program);
  registerWebhooks(program);
  registerListen(program);
  registerBackup(program);
  registerPurge(program);
}
