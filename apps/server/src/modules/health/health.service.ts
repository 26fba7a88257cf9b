export const PING_TIMEOUT_MS = 2_000;

export type DatabaseStatus = 'up' | 'down';

/** `up` when the database answers within the timeout. */
export async function checkDatabase(
  ping: () => Promise<void>,
  timeoutMs: number = PING_TIMEOUT_MS,
): Promise<DatabaseStatus> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('database ping timed out')), timeoutMs);
  });
  try {
    await Promise.race([ping(), timeout]);
    return 'up';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}
