import type { JsonObject, JsonValue } from '../../db/stored-json.ts';

/** Keys that name personal data; events never store them (DESIGN "Data protection"). */
const PII_KEY =
  /e-?mail|phone|mobile|ssn|social.?security|dob|birth|password|first.?name|last.?name|full.?name|street|address|income|account.?number|routing/i;

export function isPiiKey(key: string): boolean {
  return PII_KEY.test(key);
}

const MAX_DEPTH = 4;

/** A copy without PII-named keys, at any depth (arrays included); the removed key paths are listed. */
export function stripPii(value: JsonObject): {
  clean: JsonObject;
  removed: string[];
} {
  const removed: string[] = [];
  const clean = stripObject(value, '', 0, removed);
  return { clean, removed };
}

function stripObject(value: JsonObject, path: string, depth: number, removed: string[]): JsonObject {
  const result: JsonObject = {};
  for (const [key, child] of Object.entries(value)) {
    const childPath = path === '' ? key : `${path}.${key}`;
    if (isPiiKey(key)) {
      removed.push(childPath);
      continue;
    }
    if (child !== undefined) {
      result[key] = stripValue(child, childPath, depth + 1, removed);
    }
  }
  return result;
}

function stripValue(value: JsonValue, path: string, depth: number, removed: string[]): JsonValue {
  if (depth > MAX_DEPTH) {
    return null;
  }
  if (Array.isArray(value)) {
    return value.map((item, index) => stripValue(item, `${path}.${index}`, depth + 1, removed));
  }
  if (typeof value === 'object' && value !== null) {
    return stripObject(value, path, depth, removed);
  }
  return value;
}
