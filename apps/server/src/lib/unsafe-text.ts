/** A UTF-16 surrogate without its pair (no flag `u`: the pattern reads code units). */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Deeper than any request the API takes; deeper JSON is refused before anything walks it again. */
export const MAX_NESTING = 32;

export const UNSAFE_TEXT_MESSAGE = 'must not contain a NUL character or an unpaired surrogate';

/** A NUL or an unpaired surrogate: PostgreSQL stores neither as text (nor in JSONB). */
export function isUnsafeText(value: string): boolean {
  return value.includes('\u0000') || UNPAIRED_SURROGATE.test(value);
}

/**
 * The first problem in a parsed request part (body, query or params), naming where it is
 * (`body.owners.0.name: …`), or undefined. Walks iteratively, so no input can exhaust the stack.
 */
export function findUnsafeText(value: unknown, root: string): string | undefined {
  const pending: { value: unknown; where: string; depth: number }[] = [{ value, where: root, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: current, where, depth } = next;
    if (typeof current === 'string') {
      if (isUnsafeText(current)) {
        return `${where}: ${UNSAFE_TEXT_MESSAGE}`;
      }
      continue;
    }
    if (current === null || typeof current !== 'object') {
      continue;
    }
    if (depth >= MAX_NESTING) {
      return `${where}: nested deeper than ${MAX_NESTING} levels`;
    }
    for (const [key, item] of Object.entries(current)) {
      if (isUnsafeText(key)) {
        return `${where}: a property name ${UNSAFE_TEXT_MESSAGE}`;
      }
      pending.push({ value: item, where: `${where}.${key}`, depth: depth + 1 });
    }
  }
  return undefined;
}
