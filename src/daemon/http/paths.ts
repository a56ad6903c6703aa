// The methods each path answers, taken from the routes the app registered (app.ts records them): any other method on
// a path answers 405 with Allow (app.ts), and /openapi.json declares exactly that. No list of paths is kept by hand.

export const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** Each registered path (Fastify pattern) with the methods it serves, in the order registered; HEAD comes with GET. */
export function allowedMethods(routes: readonly { url: string; methods: readonly string[] }[]): Map<string, string[]> {
  const byPath = new Map<string, string[]>();
  for (const { url, methods } of routes) {
    const list = byPath.get(url) ?? [];
    for (const m of methods) if (m !== 'HEAD' && !list.includes(m)) list.push(m);
    byPath.set(url, list);
  }
  return byPath;
}

/** The methods that answer 405 on a path served with these methods. */
export function methodsNotAllowed(allowed: readonly string[]): string[] {
  return HTTP_METHODS.filter((m) => !allowed.includes(m) && !(m === 'HEAD' && allowed.includes('GET')));
}
