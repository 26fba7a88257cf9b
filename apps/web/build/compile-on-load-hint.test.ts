// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { COMPILE_ON_LOAD_HINT, compileOnLoadHint } from './compile-on-load-hint.ts';

describe('compileOnLoadHint', () => {
  it.each([
    'react',
    'react-libraries',
    'kit',
    'base-rules',
    'rules',
    'contracts',
    'app',
    'visitor-forms',
    'forms',
    'journey-rules',
    'select',
    'chat-widget',
  ])('asks V8 to compile the %s chunk as it loads', (name) => {
    expect(compileOnLoadHint({ name })).toBe(COMPILE_ON_LOAD_HINT);
  });

  it.each(['pdf-engine', 'phone-numbers'])(
    'leaves the %s chunk to compile as its parts are called',
    (name) => {
      expect(compileOnLoadHint({ name })).toBe('');
    },
  );

  it('is the comment V8 reads: a whole first line', () => {
    expect(COMPILE_ON_LOAD_HINT).toBe('//# allFunctionsCalledOnLoad');
  });
});
