import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestApp } from './helpers.ts';

/** A test file's app and what its setup prepared, readable inside tests and hooks. */
export type TestAppSuite<Context extends object> = { readonly t: TestApp } & Readonly<Context>;

/**
 * One app for a test file: `build` makes it before the file's tests, `setup` prepares what they
 * share (a staff token, a second borrower…), and it is closed after them. Every property of the
 * answer is read when used, so read it inside a test or hook, never at the top of the file.
 */
export function useTestApp<Context extends object = Record<never, never>>(
  build: () => Promise<TestApp> = () => buildTestApp(),
  setup: (t: TestApp) => Promise<Context> = async () => ({}) as Context,
): TestAppSuite<Context> {
  let built: { t: TestApp; context: Context } | undefined;
  beforeAll(async () => {
    const t = await build();
    try {
      built = { t, context: await setup(t) };
    } catch (error) {
      await t.close();
      throw error;
    }
  });
  afterAll(async () => {
    await built?.t.close();
  });
  return new Proxy({} as TestAppSuite<Context>, {
    get(_, key) {
      if (!built) {
        throw new Error('the test app is built in beforeAll: read it inside a test or hook');
      }
      return key === 't' ? built.t : built.context[key as keyof Context];
    },
  });
}
