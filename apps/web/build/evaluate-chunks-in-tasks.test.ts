// @vitest-environment node
import { runInNewContext } from 'node:vm';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { evaluateChunksInTasks } from './evaluate-chunks-in-tasks.ts';

function chunk(
  fileName: string,
  code: string,
  imports: string[],
  moduleIds: string[] = [],
): Rollup.OutputChunk {
  return {
    type: 'chunk',
    fileName,
    code,
    imports,
    moduleIds,
    isEntry: false,
  } as unknown as Rollup.OutputChunk;
}

/** The code of `file` once the plugin has been over the bundle. */
function generate(bundle: Record<string, Rollup.OutputChunk>, file = 'assets/app-2.js'): string {
  const plugin = evaluateChunksInTasks();
  const hook = plugin.generateBundle as (options: unknown, bundle: Rollup.OutputBundle) => void;
  hook.call({}, {}, bundle);
  const output = bundle[file];
  if (!output) {
    throw new Error(`no ${file} in the bundle`);
  }
  return output.code;
}

const APP_CODE =
  'import{a}from"./react-1.js";const page=()=>import(`./select-3.js`),later=()=>import(`./later-4.js`);\n//# sourceMappingURL=app-2.js.map';

/** A page two lazy chunks deep: its own chunk, the form kit it shares, and the app it sits in. */
function lazyPageBundle() {
  const app = APP_CODE;
  return {
    'assets/react-1.js': chunk('assets/react-1.js', 'export const a=1;', []),
    'assets/app-2.js': chunk('assets/app-2.js', app, ['assets/react-1.js'], ['/src/main.tsx', '/index.html']),
    'assets/forms-5.js': chunk('assets/forms-5.js', 'export const f=1;', [
      'assets/react-1.js',
      'assets/rules-6.js',
    ]),
    'assets/rules-6.js': chunk('assets/rules-6.js', 'export const r=1;', ['assets/app-2.js']),
    'assets/select-3.js': chunk('assets/select-3.js', 'export const Component=1;', [
      'assets/forms-5.js',
      'assets/app-2.js',
    ]),
    'assets/later-4.js': chunk('assets/later-4.js', 'export const Component=2;', ['assets/app-2.js']),
  };
}

describe('evaluating a lazy page chunk by chunk', () => {
  it('imports the page through a call as long as `import`, so the source map still points right', () => {
    const [before] = APP_CODE.split('\n');
    const [after] = generate(lazyPageBundle()).split('\n');
    expect(after).toBe(before?.replaceAll('import(`', '__hImp(`'));
    expect(after?.length).toBe(before?.length);
  });

  it('lists the chunks not yet run, each after those it imports, the page last, none the entry loads', () => {
    const code = generate(lazyPageBundle());
    const imported: string[] = [];
    const helper = code.slice(code.indexOf('function __hImp'), code.lastIndexOf('\n//# sourceMappingURL'));
    runInNewContext(
      `${helper.replace('import(file)', 'record(file)')};__hImp(\`./select-3.js\`).then(done)`,
      {
        record: (file: string) => imported.push(file),
        setTimeout: (resolve: () => void) => resolve(),
        Promise,
        done: () => undefined,
      },
    );
    return new Promise((resolve) => setImmediate(resolve)).then(() => {
      expect(imported).toEqual(['./rules-6.js', './forms-5.js', './select-3.js']);
    });
  });

  it('ERR-005: a chunk that fails to load rejects the import, so the page-load retry sees it', async () => {
    const code = generate(lazyPageBundle());
    const helper = code.slice(code.indexOf('function __hImp'), code.lastIndexOf('\n//# sourceMappingURL'));
    const imported: string[] = [];
    const load = runInNewContext(
      `${helper.replace('import(file)', 'record(file)')};__hImp(\`./select-3.js\`)`,
      {
        record: (file: string) => {
          imported.push(file);
          return file === './forms-5.js'
            ? Promise.reject(new Error('Failed to fetch ./forms-5.js'))
            : Promise.resolve({});
        },
        setTimeout: (resolve: () => void) => resolve(),
        Promise,
      },
    ) as Promise<unknown>;
    await expect(load).rejects.toThrow('Failed to fetch ./forms-5.js');
    expect(imported).toEqual(['./rules-6.js', './forms-5.js']);
  });

  it('keeps the source map comment as the last line', () => {
    const code = generate(lazyPageBundle());
    expect(code.trimEnd().split('\n').at(-1)).toBe('//# sourceMappingURL=app-2.js.map');
  });

  it('leaves a chunk without dynamic imports and an import of a file outside the bundle as they were', () => {
    const bundle = {
      ...lazyPageBundle(),
      'assets/app-2.js': chunk(
        'assets/app-2.js',
        'const x=()=>import(`./missing-9.js`);',
        [],
        ['/index.html'],
      ),
    };
    expect(generate(bundle)).toBe('const x=()=>import(`./missing-9.js`);');
    expect(generate(bundle, 'assets/forms-5.js')).toBe('export const f=1;');
  });
});
