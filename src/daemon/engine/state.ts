// What the engine's parts share per running service: the channels, the token secret and the base URL of reply links.
import { iso } from '../../domain/clock.js';
import { getOrCreateSecret } from '../../store/serviceSecrets.js';
import { buildChannels } from '../channels/index.js';
import type { HotelChannel } from '../channels/types.js';
import type { ServiceContext } from '../context.js';

export interface Engine {
  channels: Record<string, HotelChannel>;
  /** config.tokenSecret, else a secret generated once and kept in the database. */
  tokenSecret(): string;
  /** publicUrl, else the address the service listens on (ctx.linkBase, learned by the runtime). */
  linkBase(): string;
}

const engines = new WeakMap<ServiceContext, Engine>();

export function engineFor(ctx: ServiceContext): Engine {
  let engine = engines.get(ctx);
  if (engine) return engine;
  let secret: string | undefined;
  const linkBase = () => ctx.linkBase;
  const tokenSecret = () => (secret ??= ctx.config.tokenSecret ?? getOrCreateSecret(ctx.db, 'reply-token', iso(ctx.clock.now())));
  engine = { channels: buildChannels({ db: ctx.db, config: ctx.config, linkBase, tokenSecret }), tokenSecret, linkBase };
  engines.set(ctx, engine);
  return engine;
}
