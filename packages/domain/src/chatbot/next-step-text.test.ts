import { describe, expect, it } from 'vitest';
import { SERVER_STEPS } from '../enums/server-step.ts';
import { describeNextStep } from './next-step-text.ts';

describe('describeNextStep', () => {
  it.each(SERVER_STEPS)('tells the borrower where they are at %s', (step) => {
    expect(describeNextStep(step, false)).toMatch(/^[A-Z].+\.$/);
  });

  it('follows the notary choice the application made', () => {
    expect(describeNextStep('DEED_SIGNING', false)).toMatch(/meet one online by video now/);
    expect(describeNextStep('DEED_SIGNING', true)).toMatch(/at your booked appointment/);
  });

  it('knows nothing of a value that is not a step', () => {
    expect(describeNextStep('NOT_A_STEP', false)).toBeUndefined();
    expect(describeNextStep(undefined, false)).toBeUndefined();
  });
});
