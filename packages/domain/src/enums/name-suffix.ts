import { z } from 'zod';

/** ENM-020 / VAL-017: the blank entry means "no suffix". */
export const NAME_SUFFIXES = ['', 'I', 'II', 'III', 'IV', 'V', 'JR', 'SR'] as const;
export const zNameSuffix = z.enum(NAME_SUFFIXES);
export type NameSuffix = z.infer<typeof zNameSuffix>;
