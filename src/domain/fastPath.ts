// A compiled fast path in front of a zod schema: a valid value is parsed by generated straight-line code (zod's own
// compiler), and any other value goes to the schema's runtime parse, which names every problem as before.
import { z } from 'zod';
import * as core from 'zod/v4/core';

type Parser = (input: unknown) => unknown;

/**
 * zod's compiler (zod 4.6): `compileFn` builds the parser, `withParser` puts it in front of a schema, which falls back
 * to its runtime parse wherever the parser answers INVALID. Read off the modules, so that a zod without them only
 * loses the fast path.
 */
const compileFn = (core as { compileFn?: (schema: z.ZodType) => Parser }).compileFn;
const withParser = (z as { withParser?: <T extends z.ZodType>(schema: T, parser: Parser) => T }).withParser;

/**
 * `schema` with zod's compiled parser in front. `twin` builds the same schema without the custom `when` conditions
 * on its checks, which zod's compiler refuses: a `when` only decides whether a check runs despite problems found
 * before it, and the compiled parser answers only for values with no problems (it gives every other value to
 * `schema`'s own parse), so on the values it answers for the twin runs exactly the checks `schema` runs.
 *
 * Compiled at the first parse, not at import (the CLI's start loads the schemas). A schema zod cannot compile keeps
 * its runtime parse alone.
 */
export function withFastPath<T extends z.ZodType>(schema: T, twin: () => z.ZodType = () => schema): T {
  if (typeof compileFn !== 'function' || typeof withParser !== 'function') return schema;
  let parser: Parser | undefined;
  const compiled = (): Parser => {
    try {
      return compileFn(twin());
    } catch {
      return () => core.INVALID;
    }
  };
  return withParser(schema, (input) => (parser ??= compiled())(input));
}
