import { describe, expect, it } from 'vitest';
import { collectMessages } from '../validation/test-helpers.ts';
import { RESCISSION_MESSAGES, zRescindBody } from './rescission.ts';

describe('zRescindBody', () => {
  it.each<[unknown, string[]]>([
    [{ confirm: true }, []],
    [{ confirm: false }, [RESCISSION_MESSAGES.confirm]],
    [{}, [RESCISSION_MESSAGES.confirm]],
  ])('%o', (body, messages) => {
    expect(collectMessages(zRescindBody, body)).toEqual(messages);
  });
});
