import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** What is worth compressing: text assets, from 1 kB (a header costs more than it saves below). */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|map)$/;
const MIN_BYTES = 1_024;

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

/**
 * Writes a `.br` and a `.gz` beside every text asset of the build (and every text file at its root), once, at the best levels; the
 * server sends whichever the browser accepts (@fastify/static `preCompressed`) without compressing
 * anything per request.
 */
export function precompressAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'hearth-precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      // The root's own files too: the after-paint script every page loads is one of them.
      const rootFiles = readdirSync(outDir)
        .map((name) => join(outDir, name))
        .filter((path) => statSync(path).isFile() && !path.endsWith('index.html'));
      for (const file of [...listFiles(join(outDir, 'assets')), ...rootFiles]) {
        const bytes = readFileSync(file);
        if (!COMPRESSIBLE.test(file) || bytes.length < MIN_BYTES) {
          continue;
        }
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}
