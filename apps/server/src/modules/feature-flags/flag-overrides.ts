import { readFile, stat } from 'node:fs/promises';
import { zFlagVariableValue } from '@hearth/domain/org/feature-flags';
import { z } from 'zod';

/** The overrides file in DATA_DIR (decision 003). */
export const FLAG_OVERRIDES_FILE = 'feature-flags.json';

/** `{ "<orgCode>|*": { "<flagKey>": { "enabled": bool, "variables": {…} } } }` */
export const zFlagOverrides = z.record(
  z.string(),
  z.record(
    z.string(),
    z.object({
      enabled: z.boolean().optional(),
      variables: z.record(z.string(), zFlagVariableValue).optional(),
    }),
  ),
);
export type FlagOverrides = z.infer<typeof zFlagOverrides>;

export interface OverridesSource {
  /** The overrides now: re-read when the file's mtime changes; a missing file means none. */
  read(): Promise<FlagOverrides>;
}

interface Logger {
  error(details: object, message: string): void;
}

/**
 * Operators switch flags without a deploy by editing `${DATA_DIR}/feature-flags.json`. A file that
 * does not parse is logged and the last good overrides stay in force.
 */
export function createOverridesSource(filePath: string, log: Logger): OverridesSource {
  let loadedMtime: number | undefined;
  let current: FlagOverrides = {};
  return {
    async read() {
      const mtime = await readMtime(filePath);
      if (mtime === undefined) {
        loadedMtime = undefined;
        current = {};
        return current;
      }
      if (mtime !== loadedMtime) {
        loadedMtime = mtime;
        current = await parseFile(filePath, log, current);
      }
      return current;
    },
  };
}

async function readMtime(filePath: string): Promise<number | undefined> {
  try {
    return (await stat(filePath)).mtimeMs;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return undefined;
    }
    throw error;
  }
}

async function parseFile(filePath: string, log: Logger, previous: FlagOverrides): Promise<FlagOverrides> {
  try {
    return zFlagOverrides.parse(JSON.parse(await readFile(filePath, 'utf8')));
  } catch (error) {
    log.error({ err: error, filePath }, 'feature-flags.json is invalid; keeping the previous overrides');
    return previous;
  }
}
