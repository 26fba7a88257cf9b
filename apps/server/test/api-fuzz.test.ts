import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiFuzzer, startApiFuzzer } from './fuzz/api-fuzzer.ts';

/** Bounded for `npm test`; the bench's `fuzz` section sends many more (`npm run bench`). */
const RUNS = Number(process.env.API_FUZZ_RUNS ?? 3000);
const SEED = Number(process.env.API_FUZZ_SEED ?? 20_240_601);

let fuzzer: ApiFuzzer;

beforeAll(async () => {
  fuzzer = await startApiFuzzer();
});
afterAll(async () => {
  await fuzzer.close();
});

describe('hostile requests to every route of the OpenAPI document', () => {
  it('never answer 5xx', { timeout: 180_000 }, async () => {
    const report = await fuzzer.run({ numRuns: RUNS, seed: SEED });
    expect(report.operations).toBeGreaterThan(100);
    expect(report.statuses['2xx']).toBeGreaterThan(0);
    expect(report.statuses['5xx']).toBeUndefined();
  });
});
