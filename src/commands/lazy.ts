// Starting the CLI without loading every command module: the command the arguments run is registered in full, every
// other one as a stub carrying the name, help term and description that `npm run build` wrote to summary.json from
// the real modules, so `reconfirm --help` lists them as before. Loading the 20 command modules cost about 30 ms of
// the 130 ms `reconfirm --version` took on Node 20 (bare `node` starts in 70 ms), so --version and --help load none.
import { readFileSync } from 'node:fs';
import { Help, type Command } from 'commander';
import { COMMANDS, registerCommands } from './index.js';

/** What `reconfirm --help` shows of one command. */
export interface CommandSummary {
  name: string;
  term: string;
  description: string;
}

/** The top-level help's line for each command of a fully registered program (scripts/cli-summary.mjs writes these). */
export function commandSummaries(program: Command): CommandSummary[] {
  const help = program.createHelp();
  return program.commands.map((cmd) => ({ name: cmd.name(), term: help.subcommandTerm(cmd), description: help.subcommandDescription(cmd) }));
}

export const SUMMARY_FILE = new URL('./summary.json', import.meta.url);

/** The build's summary when there is one for exactly these commands; without it every command module loads. */
function readSummaries(): CommandSummary[] | undefined {
  try {
    const summaries = JSON.parse(readFileSync(SUMMARY_FILE, 'utf8')) as CommandSummary[];
    return summaries.length === COMMANDS.length && summaries.every((s, i) => s.name === COMMANDS[i][0]) ? summaries : undefined;
  } catch {
    return undefined;
  }
}

const maybeOption = (arg: string) => arg.length > 1 && arg[0] === '-';
const programOption = (program: Command, flag: string) => program.options.find((o) => o.short === flag || o.long === flag);

/**
 * The command commander will dispatch these arguments (those after node and the script) to, or undefined when it
 * runs none (--version, --help, no command, an unknown option before the command). Follows commander's
 * parseOptions for the program's own options: one taking a value skips it, and `help <command>` names <command>.
 */
export function commandNamed(program: Command, args: string[]): string | undefined {
  const operands: string[] = [];
  const enough = () => operands.length > (operands[0] === 'help' ? 1 : 0);
  let group: string | undefined; // the rest of a group of short flags, like -Vh
  for (let i = 0; (i < args.length || group !== undefined) && !enough(); ) {
    const arg = group ?? args[i++];
    group = undefined;
    if (arg === '--') {
      operands.push(...args.slice(i));
      break;
    }
    const option = maybeOption(arg) ? programOption(program, arg) : undefined;
    if (option) {
      if (option.required || (option.optional && i < args.length && !maybeOption(args[i]))) i++;
      continue;
    }
    if (arg.length > 2 && arg[0] === '-' && arg[1] !== '-') {
      const short = programOption(program, `-${arg[1]}`);
      if (short) {
        if (!short.required && !short.optional) group = `-${arg.slice(2)}`;
        continue;
      }
    }
    if (/^--[^=]+=/.test(arg)) {
      const long = programOption(program, arg.slice(0, arg.indexOf('=')));
      if (long && (long.required || long.optional)) continue;
    }
    if (maybeOption(arg)) break; // an unknown option: commander dispatches to no command
    operands.push(arg);
  }
  return operands[0] === 'help' ? operands[1] : operands[0];
}

/**
 * Registers every command for a run with these arguments (process.argv form): the command they name in full,
 * the others as stubs. Should commander still dispatch to a stub, it runs the arguments again on `full()`.
 */
export async function registerForArgs(program: Command, argv: string[], full: () => Promise<Command>): Promise<void> {
  const summaries = readSummaries();
  if (!summaries) return registerCommands(program);
  const named = commandNamed(program, argv.slice(2));
  const terms = new Map<Command, string>();
  for (const [i, [name, load]] of COMMANDS.entries()) {
    if (name === named) {
      (await load())(program);
      continue;
    }
    const stub = program
      .command(name)
      .description(summaries[i].description)
      .helpOption(false)
      .allowUnknownOption()
      .allowExcessArguments()
      // rawArgs: the arguments parse() was given (commander keeps them; its typings do not name them).
      .action(async () => {
        await (await full()).parseAsync((program as Command & { rawArgs: string[] }).rawArgs);
      });
    terms.set(stub, summaries[i].term);
  }
  program.configureHelp({
    ...program.configureHelp(),
    subcommandTerm(this: Help, cmd: Command) {
      return terms.get(cmd) ?? Help.prototype.subcommandTerm.call(this, cmd);
    },
  });
}
