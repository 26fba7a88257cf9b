// The schema-driven fuzz of the API (apps/server/test/fuzz/api-fuzzer.ts) with many more requests
// than `npm test` sends: in-process (app.inject) on PGlite, a fixed seed unless one is given.
// Alone: `node scripts/bench/api-fuzz.mjs --runs=N --seed=N`.

export const FUZZ_SEED = 20_240_601;

/** Runs `numRuns` hostile requests; a 5xx is reported with the shrunk request that caused it. */
export async function runApiFuzz({ numRuns, seed = FUZZ_SEED }) {
  const { startApiFuzzer } = await import('tsx/esm/api').then(({ tsImport }) =>
    tsImport('../../apps/server/test/fuzz/api-fuzzer.ts', import.meta.url),
  );
  const fuzzer = await startApiFuzzer();
  const started = performance.now();
  try {
    const report = await fuzzer.run({ numRuns, seed });
    return { ...report, seed, seconds: (performance.now() - started) / 1000, failure: undefined };
  } catch (error) {
    const failure = error instanceof Error ? error.message : String(error);
    return { numRuns, seed, seconds: (performance.now() - started) / 1000, failure };
  } finally {
    await fuzzer.close();
  }
}

export function formatApiFuzz(result) {
  if (result.failure) {
    return [
      `  ✗ a request answered 5xx (seed ${result.seed}):`,
      ...result.failure
        .split('\n')
        .slice(0, 30)
        .map((line) => `    ${line}`),
    ];
  }
  const statuses = Object.entries(result.statuses)
    .sort()
    .map(([status, count]) => `${status} ${count}`)
    .join(', ');
  return [
    `  ${result.numRuns} requests over ${result.operations} operations in ${result.seconds.toFixed(1)} s (seed ${result.seed}): ${statuses}; no 5xx`,
  ];
}

const invokedPath = process.argv[1] ? new URL(`file://${process.argv[1]}`).href : '';
if (import.meta.url === invokedPath) {
  const value = (name, fallback) => {
    const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
    return arg ? Number(arg.split('=')[1]) : fallback;
  };
  const result = await runApiFuzz({ numRuns: value('runs', 30_000), seed: value('seed', FUZZ_SEED) });
  for (const line of formatApiFuzz(result)) {
    console.log(line);
  }
  process.exitCode = result.failure ? 1 : 0;
}
