// Every command of the CLI, in the order `reconfirm --help` lists them. A command's module loads only when that
// command runs (or shows its help): see lazy.ts for how the others are listed without loading them.
// The modules are grouped by whose command it is (docs/development.md): client/ the travel agency's side, which
// talks to a service only through its API with an account's key (init, import, push, patch, cancel, status,
// bookings, show, reconcile, replay, listen); admin/ the service's own side: running it, its database file, and
// its operators' desk (serve, keys, hotel, inbox, mail, escalations, triage, webhooks, backup, purge,
// copy-to-postgres; hotel, inbox and webhooks also through the API from a laptop, triage and escalations only
// through it, yet operators are their users); shared/ the helpers both use (options, output, times, rendering).
// A module imports from its own folder and from shared/, never from the other group.
import type { Command } from 'commander';

export type RegisterCommand = (program: Command) => void;

export const COMMANDS: ReadonlyArray<readonly [name: string, load: () => Promise<RegisterCommand>]> = [
  ['serve', async () => (await import('./admin/serve.js')).registerServe],
  ['keys', async () => (await import('./admin/keys.js')).registerKeys],
  ['hotel', async () => (await import('./admin/hotel.js')).registerHotel],
  ['inbox', async () => (await import('./admin/inbox.js')).registerInbox],
  [
    'mail',
    async () => {
      const [{ registerMail }, { registerMailExport }] = await Promise.all([import('./admin/mail.js'), import('./admin/mailExport.js')]);
      return (program) => {
        registerMail(program);
        registerMailExport(program);
      };
    },
  ],
  ['init', async () => (await import('./client/init.js')).registerInit],
  ['import', async () => (await import('./client/import.js')).registerImport],
  ['push', async () => (await import('./client/push.js')).registerPush],
  ['patch', async () => (await import('./client/patch.js')).registerPatch],
  ['cancel', async () => (await import('./client/cancel.js')).registerCancel],
  ['status', async () => (await import('./client/status.js')).registerStatus],
  ['bookings', async () => (await import('./client/bookings.js')).registerBookings],
  ['show', async () => (await import('./client/show.js')).registerShow],
  ['escalations', async () => (await import('./admin/escalations.js')).registerEscalations],
  ['triage', async () => (await import('./admin/triage.js')).registerTriage],
  ['reconcile', async () => (await import('./client/reconcile.js')).registerReconcile],
  ['replay', async () => (await import('./client/replay.js')).registerReplay],
  ['webhooks', async () => (await import('./admin/webhooks.js')).registerWebhooks],
  ['listen', async () => (await import('./client/listen.js')).registerListen],
  ['backup', async () => (await import('./admin/backup.js')).registerBackup],
  ['purge', async () => (await import('./admin/purge.js')).registerPurge],
  ['copy-to-postgres', async () => (await import('./admin/copyToPostgres.js')).registerCopyToPostgres],
];

/** Registers every command in full, loading every command module (the build's summary of them is taken this way). */
export async function registerCommands(program: Command): Promise<void> {
  const registers = await Promise.all(COMMANDS.map(([, load]) => load()));
  for (const register of registers) register(program);
}
