import { describe, expect, it } from 'vitest';
import { JOB_STEPS } from '../job-steps.ts';
import { STEP_JOBS } from './step-jobs.ts';

describe('STEP_JOBS', () => {
  it('has one handler for every step the graph moves by JOB, and none for other steps', () => {
    expect(Object.keys(STEP_JOBS).sort()).toEqual([...JOB_STEPS].sort());
  });
});
