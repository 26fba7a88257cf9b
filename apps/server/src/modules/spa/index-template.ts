import { readFile, stat } from 'node:fs/promises';

export interface IndexTemplate {
  /** index.html's text, re-read when it changes (a rebuild); undefined while it does not exist. */
  read(): Promise<string | undefined>;
}

export function createIndexTemplate(filePath: string): IndexTemplate {
  let cached: { mtimeMs: number; html: string } | undefined;
  return {
    async read() {
      const mtimeMs = await stat(filePath).then(
        (stats) => stats.mtimeMs,
        () => undefined,
      );
      if (mtimeMs === undefined) {
        cached = undefined;
        return undefined;
      }
      if (cached?.mtimeMs !== mtimeMs) {
        cached = { mtimeMs, html: await readFile(filePath, 'utf8') };
      }
      return cached.html;
    },
  };
}
