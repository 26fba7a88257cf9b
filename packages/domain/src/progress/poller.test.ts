import { describe, expect, it } from 'vitest';
import { SERVER_STEPS, TERMINAL_STEPS, WAITING_STEPS } from '../enums/server-step.ts';
import { pollServerStep } from './poller.ts';

/** A scripted server: returns the steps in order, repeating the last one. */
function script(steps: readonly string[]) {
  const sleeps: number[] = [];
  let index = 0;
  const fetchStep = async () => steps[Math.min(index++, steps.length - 1)] as string;
  const sleep = async (ms: number) => {
    sleeps.push(ms);
  };
  return { fetchStep, sleep, sleeps, fetched: () => index };
}

const WAIT_DELAYS = [1000, 2000, 4000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000];

describe('pollServerStep (PRG-051…056)', () => {
  it.each([
    [
      'PRG-053/054 waiting step exhausted → UNKNOWN',
      ['WAITING_FOR_SOFT_CREDIT'],
      undefined,
      'UNKNOWN',
      'exhausted',
      15,
      WAIT_DELAYS,
    ],
    [
      'PRG-054 note-signing generation is kept',
      ['GEN_NOTE_SIGNING'],
      undefined,
      'GEN_NOTE_SIGNING',
      'exhausted',
      15,
      WAIT_DELAYS,
    ],
    [
      'PRG-052 in-progress list step exhausted → UNKNOWN',
      ['HARD_CREDIT_PULL'],
      undefined,
      'UNKNOWN',
      'exhausted',
      15,
      WAIT_DELAYS,
    ],
    [
      'waiting then settles',
      ['WAITING_FOR_INITIAL_OFFERS', 'WAITING_FOR_INITIAL_OFFERS', 'OFFER_SELECTION'],
      undefined,
      'OFFER_SELECTION',
      'settled',
      3,
      [1000, 2000],
    ],
    [
      'waiting then terminal',
      ['WAITING_FOR_SOFT_CREDIT', 'CREDIT_NO_MATCH'],
      undefined,
      'CREDIT_NO_MATCH',
      'terminal',
      2,
      [1000],
    ],
    ['PRG-056 terminal at once', ['DECLINED'], 'DECLINED', 'DECLINED', 'terminal', 1, []],
    [
      'ordinary step, no previous → settles at once',
      ['INCOME_VERIFICATION'],
      undefined,
      'INCOME_VERIFICATION',
      'settled',
      1,
      [],
    ],
    [
      'ordinary step already changed',
      ['IDENTITY_VERIFICATION'],
      'INCOME_VERIFICATION',
      'IDENTITY_VERIFICATION',
      'changed',
      1,
      [],
    ],
    [
      'PRG-055 unchanged 7 re-polls',
      ['HMDA'],
      'HMDA',
      'HMDA',
      'unchanged',
      8,
      [1000, 2000, 4000, 5000, 5000, 5000, 5000],
    ],
    [
      'PRG-055 changes on re-poll 2',
      ['HMDA', 'HMDA', 'APP_SUBMISSION'],
      'HMDA',
      'APP_SUBMISSION',
      'changed',
      3,
      [1000, 2000],
    ],
    ['PRG-055 unchanged then terminal', ['HMDA', 'CANCELLED'], 'HMDA', 'CANCELLED', 'terminal', 2, [1000]],
    [
      'ordinary → waiting → settles',
      ['HMDA', 'GEN_SUMMARY_DISCLOSURE', 'SUMMARY_DISCLOSURE'],
      'HMDA',
      'SUMMARY_DISCLOSURE',
      'changed',
      3,
      [1000, 1000],
    ],
  ] as const)('%s', async (_name, steps, previousStep, step, outcome, fetches, delays) => {
    const server = script(steps);
    const result = await pollServerStep({ fetchStep: server.fetchStep, sleep: server.sleep, previousStep });
    expect(result).toEqual({ step, outcome, fetches });
    expect(server.fetched()).toBe(fetches);
    expect(server.sleeps).toEqual(delays);
  });

  it.each(TERMINAL_STEPS)('PRG-056 %s ends polling immediately', async (terminal) => {
    const server = script([terminal]);
    const result = await pollServerStep({ ...server, previousStep: terminal });
    expect(result.outcome).toBe('terminal');
    expect(server.sleeps).toEqual([]);
  });

  it('PRG-052 waiting-type steps are WAITING_FOR_* and the in-progress list', () => {
    const prefixed = SERVER_STEPS.filter((step) => step.startsWith('WAITING_FOR'));
    expect(WAITING_STEPS).toEqual(expect.arrayContaining(prefixed));
    expect(WAITING_STEPS).toContain('GEN_NOTE_SIGNING');
  });

  it('propagates a fetch failure', async () => {
    const fetchStep = async () => {
      throw new Error('network');
    };
    await expect(pollServerStep({ fetchStep, sleep: async () => {} })).rejects.toThrow('network');
  });
});
