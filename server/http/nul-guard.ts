import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';
import { translate } from '../i18n/messages.ts';

const NUL = '\u0000';

/** A name as a message shows it: a NUL inside it written out. */
const shown = (name: string) => name.split(NUL).join('\\u0000');

/**
 * Where the first NUL character sits in `value` (a parsed JSON body, the query or the path's
 * parameters), as 'fullname' or 'emergency_contacts.0.phone'; undefined when there is none.
 * Walks with a stack of its own, so a deeply nested body cannot overflow the call stack.
 */
export function nulLocation(value: unknown): string | undefined {
  const pending: [string, unknown][] = [['', value]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [path, item] = next;
    if (typeof item === 'string') {
      if (item.includes(NUL)) return path;
      continue;
    }
    if (item === null || typeof item !== 'object') continue;
    for (const [key, child] of Object.entries(item)) {
      const childPath = path ? `${path}.${key}` : key;
      if (key.includes(NUL)) return childPath;
      pending.push([childPath, child]);
    }
  }
  return undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The body property whose items the route checks one by one, NUL characters included, and
     * answers one by one (the field app's attendance events): a NUL in one item must not cost
     * the others. The rest of the body is guarded as every body is.
     */
    itemsCheckedByRoute?: string;
  }
}

/** The body as the guard looks at it: without the items its route checks itself. */
function guardedBody(body: unknown, itemsCheckedByRoute: string | undefined): unknown {
  if (!itemsCheckedByRoute || body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const { [itemsCheckedByRoute]: items, ...rest } = body as Record<string, unknown>;
  return Array.isArray(items) ? rest : body;
}

/**
 * PostgreSQL stores no NUL character in text, so a request carrying one anywhere (path,
 * query, JSON body) answers 422 naming where, before any route reads it.
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const body = guardedBody(request.body, request.routeOptions.config?.itemsCheckedByRoute);
    const where = nulLocation(request.params) ?? nulLocation(request.query) ?? nulLocation(body);
    if (where === undefined) return;
    const field = shown(where) || 'body';
    const message = translate(request.locale, 'nul_character', { field });
    throw new AppError(422, 'nul_character', { field }, { [field]: [message] });
  });
}
