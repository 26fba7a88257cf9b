import { describe, expect, it } from 'vitest';
import { PROGRESS_STAGE_INDEX, PROGRESS_STAGES, zProgressStage } from './progress-stage.ts';

describe('PRG-048 progress stages', () => {
  it.each([
    ['INITIAL', 0],
    ['PRODUCT_SELECT', 1],
    ['MORE_INFO', 2],
    ['LINK_INCOME', 3],
    ['ID_UPLOAD', 4],
    ['SIGNING', 5],
    ['ENOTARY', 6],
    ['MANUAL_NOTARY', 6],
    ['COMPLETE', 7],
  ] as const)('%s is stage %i', (stage, index) => {
    expect(PROGRESS_STAGE_INDEX[stage]).toBe(index);
    expect(zProgressStage.parse(stage)).toBe(stage);
  });

  it('has exactly nine names over eight indexes', () => {
    expect(PROGRESS_STAGES).toHaveLength(9);
    expect(new Set(Object.values(PROGRESS_STAGE_INDEX)).size).toBe(8);
  });

  it('rejects an unknown stage', () => {
    expect(zProgressStage.safeParse('NOTARY').success).toBe(false);
  });
});
