/** Shorter values are left alone: replacing `1` or `OR` everywhere would garble the message. */
const MIN_SCRUBBED_LENGTH = 4;
const MAX_CAUSES = 5;

export const BOUND_VALUE = '[bound value]';

interface QueryErrorLike {
  params?: unknown;
  cause?: unknown;
}

/**
 * The bound values of a failed query, as text, from the error and its causes: Drizzle's
 * DrizzleQueryError and PGlite's error carry them as `params` (node-postgres's error does not, but
 * Drizzle's wrapper around it does). PostgreSQL repeats a value in its own message
 * (`invalid input syntax for type integer: "123-45-6789"`), and Drizzle's message lists them all.
 */
export function collectBoundValues(error: unknown): { values: string[]; lists: string[] } {
  const values = new Set<string>();
  const lists = new Set<string>();
  let current: unknown = error;
  for (let depth = 0; depth < MAX_CAUSES && current !== null && typeof current === 'object'; depth += 1) {
    const { params, cause } = current as QueryErrorLike;
    if (Array.isArray(params)) {
      lists.add(String(params));
      for (const value of params) {
        for (const text of textsOf(value)) {
          if (text.length >= MIN_SCRUBBED_LENGTH) {
            values.add(text);
          }
        }
      }
    }
    current = cause;
  }
  return { values: [...values].sort((a, b) => b.length - a.length), lists: [...lists] };
}

function textsOf(value: unknown): string[] {
  if (value instanceof Date) {
    return [String(value), value.toISOString()];
  }
  if (value === null || value === undefined) {
    return [];
  }
  return typeof value === 'object' ? [JSON.stringify(value) ?? '', String(value)] : [String(value)];
}

/**
 * A serialized error (pino's) with every bound value of the failed query replaced in each of its
 * strings — message, stack, and the driver's `detail`, `where`, … at any depth — and Drizzle's
 * `params: …` line dropped from the message and the stack. The statement itself is kept.
 */
export function withoutBoundValues<T>(serialized: T, error: unknown): T {
  const { values, lists } = collectBoundValues(error);
  if (values.length === 0 && lists.length === 0) {
    return serialized;
  }
  return scrub(serialized, (text) => {
    let clean = text;
    for (const list of lists) {
      clean = clean.split(`\nparams: ${list}`).join('');
    }
    for (const value of values) {
      clean = clean.split(value).join(BOUND_VALUE);
    }
    return clean;
  }) as T;
}

function scrub(value: unknown, clean: (text: string) => string, depth = 0): unknown {
  if (typeof value === 'string') {
    return clean(value);
  }
  if (value === null || typeof value !== 'object' || depth > 6) {
    return value;
  }
  if (Array.isArray(value)) {
    return value.map((item) => scrub(item, clean, depth + 1));
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrub(item, clean, depth + 1)]));
}
