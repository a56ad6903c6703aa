// Every command of the CLI, registered in the order `reconfirm --help` lists them.
import type { Command } from 'commander';
import { registerHotel } from './hotel.js';
import { registerKeys } from './keys.js';
import { registerListen } from './listen.js';
import { registerServe } from './serve.js';
import { registerWebhooks } from './webhooks.js';

export function registerCommands(program: Command) {
  registerServe(program);
  registerKeys(program);
  registerHotel(program);
  registerWebhooks(program);
  registerListen(program);
}
