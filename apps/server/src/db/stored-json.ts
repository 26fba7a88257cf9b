import { z } from 'zod';

/**
 * What a jsonb column can hold when its content has no fixed shape (a vendor's detail, a browser's
 * properties): strings, finite numbers, booleans, null, arrays and objects of them. A key whose
 * value is undefined is accepted and dropped on the way in, as JSON.stringify drops it.
 */
export type JsonValue = string | number | boolean | null | JsonValue[] | JsonObject;
export type JsonObject = { [key: string]: JsonValue | undefined };

export const zJsonValue: z.ZodType<JsonValue> = z.lazy(() =>
  z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(zJsonValue), zJsonObject]),
);

export const zJsonObject: z.ZodType<JsonObject> = z.lazy(() => z.record(z.string(), zJsonValue.optional()));
