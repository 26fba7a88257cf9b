import { expect, it } from 'vitest';
import { REQUIRED_MESSAGE } from './required.ts';

it('VAL-001 the default required message is "Required"', () => {
  expect(REQUIRED_MESSAGE).toBe('Required');
});
