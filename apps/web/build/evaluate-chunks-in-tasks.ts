import type { Plugin, Rollup } from 'vite';

/**
 * A lazy page's code arrives as several chunks (its own, the form kit, the journey's rules…), and a
 * dynamic import evaluates every one not yet run in a single task: on a slow phone that is one long
 * freeze, however small each chunk. This rewrites each `import()` of a chunk into a call that
 * imports the chunk's not-yet-run dependencies one task each, dependencies first, then the chunk:
 * the same code runs in the same order, and the phone can answer a tap between two chunks.
 *
 * The call keeps the length of `import` (`__hImp`), so the chunk's source map stays true; the order
 * is a table appended to the chunk. Chunks the entry loads statically have run already and are left
 * out.
 */
export function evaluateChunksInTasks(): Plugin {
  return {
    name: 'hearth-evaluate-chunks-in-tasks',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, Rollup.OutputChunk>();
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') {
          chunks.set(output.fileName, output);
        }
      }
      const initial = new Set<string>();
      for (const chunk of chunks.values()) {
        // The page's entry (index.html's script) sits in a chunk the bundler's groups named.
        if (chunk.isEntry || chunk.moduleIds.some((id) => id.endsWith('.html'))) {
          collectStaticImports(chunk.fileName, chunks, initial, []);
        }
      }
      for (const chunk of chunks.values()) {
        const order = new Map<string, string[]>();
        chunk.code = chunk.code.replace(DYNAMIC_CHUNK_IMPORT, (call, specifier: string) => {
          const target = `${directoryOf(chunk.fileName)}${specifier.slice(2)}`;
          if (!chunks.has(target)) {
            return call;
          }
          const sequence: string[] = [];
          collectStaticImports(target, chunks, new Set(initial), sequence);
          order.set(
            specifier,
            sequence.map((file) => `./${file.slice(directoryOf(file).length)}`),
          );
          return `${IMPORT_IN_TASKS}(\`${specifier}\`)`;
        });
        if (order.size > 0) {
          chunk.code = appendBeforeSourceMapComment(
            chunk.code,
            importInTasksSource(Object.fromEntries(order)),
          );
        }
      }
    },
  };
}

/** `import(`./name-hash.js`)` as the bundler writes a dynamic import of a chunk in its folder. */
const DYNAMIC_CHUNK_IMPORT = /(?<![\w$.])import\(`(\.\/[^`$/]+\.js)`\)/g;
/** As long as `import`, so every column after a rewritten call stays where the source map says. */
const IMPORT_IN_TASKS = '__hImp';

const SOURCE_MAP_COMMENT = /\n\/\/# sourceMappingURL=[^\n]*\n?$/;

/** The source map's comment stays the chunk's last line. */
function appendBeforeSourceMapComment(code: string, addition: string): string {
  const comment = SOURCE_MAP_COMMENT.exec(code);
  return comment
    ? `${code.slice(0, comment.index)}\n${addition}${code.slice(comment.index)}`
    : `${code}\n${addition}\n`;
}

function directoryOf(fileName: string): string {
  return fileName.slice(0, fileName.lastIndexOf('/') + 1);
}

/** `file` and what it imports statically, not yet in `seen`, dependencies before their importers. */
function collectStaticImports(
  file: string,
  chunks: ReadonlyMap<string, Rollup.OutputChunk>,
  seen: Set<string>,
  sequence: string[],
): void {
  if (seen.has(file)) {
    return;
  }
  seen.add(file);
  for (const dependency of chunks.get(file)?.imports ?? []) {
    collectStaticImports(dependency, chunks, seen, sequence);
  }
  sequence.push(file);
}

/**
 * The runtime half: imports each chunk of the specifier's sequence after a task boundary and
 * resolves to the last one's module, as `import()` would. A chunk that fails to load rejects the
 * whole import, as it would have.
 */
function importInTasksSource(order: Record<string, string[]>): string {
  return `function ${IMPORT_IN_TASKS}(specifier){const sequence=${JSON.stringify(order)}[specifier]??[specifier];const nextTask=()=>new Promise((resolve)=>setTimeout(resolve,0));return sequence.reduce((previous,file)=>previous.then(nextTask).then(()=>import(file)),Promise.resolve());}`;
}
