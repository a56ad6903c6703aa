// The commander program: registers every command, maps errors to exit codes (0 ok, 1 failure or findings, 2 usage).
import { createRequire } from 'node:module';
import { Command, CommanderError } from 'commander';
import { ReconfirmError } from './domain/errors.js';
import { registerCommands } from './commands/index.js';
import { registerForArgs } from './commands/lazy.js';

const pkg = createRequire(import.meta.url)('../package.json') as { version: string };

/**
 * The program with every command; given the arguments it will parse (process.argv form), only the command they name
 * loads its module and the others are listed from the build's summary (src/commands/lazy.ts).
 */
export async function buildProgram(argv?: string[]): Promise<Command> {
  const program = new Command('reconfirm')
    .description('Hotel booking reconfirmation: the service (serve) and its client tooling')
    .version(pkg.version)
    .option('--config <file>', 'config file (default ./reconfirm.config.json, then ~/.config/reconfirm/config.json)')
    .option('--database-url <url>', 'PostgreSQL database instead of the SQLite file, for every command that opens the database; with a password, set RECONFIRM_DATABASE_URL (or databaseUrl in the config file) instead')
    .option('--tz <zone>', "show times in this zone (IANA name or offset); else config display.timeZone, else TZ, else the system's")
    .option('--verbose', 'show stack traces of unexpected errors')
    .option('--wide', 'print tables whole, at their natural width (by default they fit the terminal, COLUMNS, or 80 columns)')
    .showHelpAfterError('(run with --help for usage)')
    .configureHelp({ sortSubcommands: false })
    .addHelpText(
      'after',
      `
Exit status: 0 ok, 1 failure or findings that need action, 2 usage or configuration error, 3 the service could not be reached.
Settings: flags, then RECONFIRM_* variables, then the config file, then defaults. NO_COLOR disables colour.

Example:
  reconfirm serve                      # service on 127.0.0.1:8080 with simulated hotels
  reconfirm push bookings.csv --wait   # send bookings and follow them to an outcome`,
    );
  if (argv) await registerForArgs(program, argv, () => buildProgram());
  else await registerCommands(program);
  // Every level throws instead of exiting, so main() maps usage errors to exit 2 everywhere.
  const overrideAll = (cmd: Command) => {
    cmd.exitOverride();
    cmd.commands.forEach(overrideAll);
  };
  overrideAll(program);
  // --tz is every command's: the zone instants are shown in (commands/shared/times.ts). Client commands read config
  // display.timeZone as well, when they load their settings.
  program.hook('preAction', async (_program, action) => {
    const tz = action.optsWithGlobals().tz as string | undefined;
    if (tz === undefined) return;
    const { resolveAgentZone, setAgentZone } = await import('./commands/shared/times.js');
    setAgentZone(resolveAgentZone(tz, undefined));
  });
  return program;
}

export async function main(argv: string[]): Promise<void> {
  // `reconfirm ... | head` closes stdout early: that is the reader's choice, not an error.
  process.stdout.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw err;
  });
  const verbose = argv.includes('--verbose');
  try {
    const program = await buildProgram(argv);
    await program.parseAsync(argv);
    if (process.exitCode === undefined) process.exitCode = 0;
  } catch (e) {
    process.exitCode = exitCodeFor(e, verbose);
  }
}

function exitCodeFor(e: unknown, verbose: boolean): number {
  if (e instanceof CommanderError) {
    if (e.code === 'commander.helpDisplayed' || e.code === 'commander.version' || e.code === 'commander.help') return 0;
    return 2;
  }
  if (e instanceof ReconfirmError) {
    process.stderr.write(`reconfirm: ${e.message}\n`);
    if (e.details?.length) for (const d of e.details.slice(0, 50)) process.stderr.write(`  ${d.line !== undefined ? `line ${d.line}: ` : d.index !== undefined ? `booking ${d.index}: ` : ''}${d.path}: ${d.message}\n`);
    if (verbose && e.stack) process.stderr.write(e.stack + '\n');
    return e.exitCode;
  }
  const err = e as Error;
  process.stderr.write(`reconfirm: unexpected error: ${err?.message ?? String(e)}${verbose ? '' : ' (run with --verbose for details)'}\n`);
  if (verbose && err?.stack) process.stderr.write(err.stack + '\n');
  return 1;
}
