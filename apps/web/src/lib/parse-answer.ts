/**
 * Checks an answer against its contract with the schemas loaded on demand (lib/schemas.ts,
 * docs/decisions/039-first-load-javascript.md): the request and the schemas' chunk go out together,
 * and the answer is parsed exactly as before once both are here.
 */
import type * as schemas from './schemas';

export type TSchemas = typeof schemas;

/** The schemas' chunk (loaded once; the module cache keeps it). */
export function loadSchemas(): Promise<TSchemas> {
  return import('./schemas');
}

/** `pick(schemas).parse(await answer)`: the answer's error (an `ApiError`) wins over the chunk's. */
export async function parseAnswer<T>(
  pick: (schemas: TSchemas) => { parse: (data: unknown) => T },
  answer: Promise<unknown>,
): Promise<T> {
  const schemas = loadSchemas();
  // Not left unhandled if the answer fails first.
  schemas.catch(() => undefined);
  const data = await answer;
  return pick(await schemas).parse(data);
}
