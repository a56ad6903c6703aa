// Every command of the CLI, in the order `reconfirm --help` lists them. A command's module loads only when that
// command runs (or shows its help): see lazy.ts for how the others are listed without loading them.
import type { Command } from 'commander';

export type RegisterCommand = (program: Command) => void;

export const COMMANDS: ReadonlyArray<readonly [name: string, load: () => Promise<RegisterCommand>]> = [
  ['serve', async () => (await import('./serve.js')).registerServe],
  ['keys', async () => (await import('./keys.js')).registerKeys],
  ['hotel', async () => (await import('./hotel.js')).registerHotel],
  ['inbox', async () => (await import('./inbox.js')).registerInbox],
  [
    'mail',
    async () => {
      const [{ registerMail }, { registerMailExport }] = await Promise.all([import('./mail.js'), import('./mailExport.js')]);
      return (program) => {
        registerMail(program);
        registerMailExport(program);
      };
    },
  ],
  ['init', async () => (await import('./init.js')).registerInit],
  ['import', async () => (await import('./import.js')).registerImport],
  ['push', async () => (await import('./push.js')).registerPush],
  ['patch', async () => (await import('./patch.js')).registerPatch],
  ['cancel', async () => (await import('./cancel.js')).registerCancel],
  ['status', async () => (await import('./status.js')).registerStatus],
  ['bookings', async () => (await import('./bookings.js')).registerBookings],
  ['show', async () => (await import('./show.js')).registerShow],
  ['escalations', async () => (await import('./escalations.js')).registerEscalations],
  ['triage', async () => (await import('./triage.js')).registerTriage],
  ['reconcile', async () => (await import('./reconcile.js')).registerReconcile],
  ['replay', async () => (await import('./replay.js')).registerReplay],
  ['webhooks', async () => (await import('./webhooks.js')).registerWebhooks],
  ['listen', async () => (await import('./listen.js')).registerListen],
  ['backup', async () => (await import('./backup.js')).registerBackup],
  ['purge', async () => (await import('./purge.js')).registerPurge],
  ['copy-to-postgres', async () => (await import('./copyToPostgres.js')).registerCopyToPostgres],
];

/** Registers every command in full, loading every command module (the build's summary of them is taken this way). */
export async function registerCommands(program: Command): Promise<void> {
  const registers = await Promise.all(COMMANDS.map(([, load]) => load()));
  for (const register of registers) register(program);
}
