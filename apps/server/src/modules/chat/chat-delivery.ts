/**
 * The exactly-once rule of the chat socket. Each subscription holds a cursor: the last sequence
 * number its client has. Every delivery — the catch-up after a reconnect, a live message, the
 * periodic safety sweep — reads the stored messages after the cursor and passes on only those that
 * continue it without a gap, in order, advancing the cursor. So a message reaches a client once,
 * however many announcements of it arrive and whichever way they come.
 */
export function continueFrom<Row extends { seq: number }>(
  cursor: number,
  rows: readonly Row[],
): { deliver: Row[]; cursor: number } {
  const deliver: Row[] = [];
  let next = cursor;
  for (const row of [...rows].sort((a, b) => a.seq - b.seq)) {
    if (row.seq <= next) {
      continue;
    }
    if (row.seq !== next + 1) {
      break;
    }
    deliver.push(row);
    next = row.seq;
  }
  return { deliver, cursor: next };
}

/**
 * Runs `work` one at a time: a kick while it runs asks for exactly one more run after it, so no
 * announcement is lost and none runs concurrently with another for the same conversation.
 */
export function createSerialRunner(work: () => Promise<void>, onError: (error: unknown) => void) {
  let running: Promise<void> | undefined;
  let again = false;

  async function loop(): Promise<void> {
    do {
      again = false;
      try {
        await work();
      } catch (error) {
        onError(error);
      }
    } while (again);
    running = undefined;
  }

  return {
    /** Resolves when a run that started after this kick has finished. */
    kick(): Promise<void> {
      if (running) {
        again = true;
        return running;
      }
      running = loop();
      return running;
    },
  };
}
