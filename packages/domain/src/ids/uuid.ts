import { z } from 'zod';

const UUID_SHAPE = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** VAL-049: the 8-4-4-4-12 hexadecimal shape, any case, any version. */
export const UUID_PATTERN = new RegExp(`^${UUID_SHAPE}$`, 'i');

/** APP-001: a "/{uuid}" path segment, ended by "/" or the end of the path; group 1 is the uuid. */
export const UUID_PATH_SEGMENT = new RegExp(`/(${UUID_SHAPE})(?=/|$)`, 'i');

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

/** APP-001: the application id is the first UUID-shaped segment of the path, if any. */
export function findUuidInPath(pathname: string): string | undefined {
  return UUID_PATH_SEGMENT.exec(pathname)?.[1];
}

export const zUuid = z.string().regex(UUID_PATTERN, 'Invalid id');
