import { describe, expect, it } from 'vitest';
import { continueFrom, createSerialRunner } from './chat-delivery.ts';

const rows = (...seqs: number[]) => seqs.map((seq) => ({ seq }));

describe('continueFrom', () => {
  it('passes on what follows the cursor, in order, and moves the cursor', () => {
    expect(continueFrom(2, rows(3, 4, 5))).toEqual({ deliver: rows(3, 4, 5), cursor: 5 });
    expect(continueFrom(0, rows(2, 1))).toEqual({ deliver: rows(1, 2), cursor: 2 });
  });

  it('never passes on a message the client has, so a catch-up and a live copy deliver it once', () => {
    const caughtUp = continueFrom(3, rows(4, 5));
    const live = continueFrom(caughtUp.cursor, rows(5, 6));
    expect([...caughtUp.deliver, ...live.deliver].map((row) => row.seq)).toEqual([4, 5, 6]);
    expect(continueFrom(6, rows(4, 5, 6))).toEqual({ deliver: [], cursor: 6 });
  });

  it('stops at a gap rather than skip a message', () => {
    expect(continueFrom(1, rows(2, 4, 5))).toEqual({ deliver: rows(2), cursor: 2 });
    expect(continueFrom(1, rows(3))).toEqual({ deliver: [], cursor: 1 });
  });
});

describe('createSerialRunner', () => {
  it('runs once more after kicks that came while it ran, never two at a time', async () => {
    let active = 0;
    let maxActive = 0;
    let runs = 0;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const runner = createSerialRunner(
      async () => {
        active += 1;
        maxActive = Math.max(maxActive, active);
        runs += 1;
        if (runs === 1) {
          await gate;
        }
        active -= 1;
      },
      () => {},
    );
    const first = runner.kick();
    void runner.kick();
    void runner.kick();
    release();
    await first;
    expect(runs).toBe(2);
    expect(maxActive).toBe(1);
  });

  it('goes on after a failed run', async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const runner = createSerialRunner(
      async () => {
        calls += 1;
        if (calls === 1) {
          throw new Error('database away');
        }
      },
      (error) => errors.push(error),
    );
    await runner.kick();
    await runner.kick();
    expect(calls).toBe(2);
    expect(errors).toHaveLength(1);
  });
});
