import { describe, expect, it } from 'vitest';
import { recogniseApplicationIntent } from './application-intent.ts';

describe('recogniseApplicationIntent', () => {
  it.each([
    ["What's my next step?", 'NEXT_STEP'],
    ['what do I do next', 'NEXT_STEP'],
    ['Where is my application?', 'NEXT_STEP'],
    ['what is the status of my application', 'NEXT_STEP'],
    ['where am I in the process', 'NEXT_STEP'],
    ['When will I be funded?', 'FUNDING'],
    ['when do I get my money', 'FUNDING'],
    ['When will my funds arrive?', 'FUNDING'],
    ['when is my loan going to fund', 'FUNDING'],
    ['What documents do you still need?', 'DOCUMENTS'],
    ['what else do you need from me', 'DOCUMENTS'],
    ['do I have any open requests', 'DOCUMENTS'],
    ['what documents do I need to upload', 'DOCUMENTS'],
    ['What is my rate?', 'RATE'],
    ["what's my APR", 'RATE'],
    ['what interest rate did I get', 'RATE'],
    ['what rate am I getting', 'RATE'],
  ])('"%s" → %s', (question, intent) => {
    expect(recogniseApplicationIntent(question)).toBe(intent);
  });

  it.each([
    'How long does funding take?',
    'what are your current rates',
    'what documents do I need to apply',
    'is the rate fixed or variable',
    'what is a HELOC',
    'how do I cancel my line of credit',
  ])('"%s" is a general question', (question) => {
    expect(recogniseApplicationIntent(question)).toBeUndefined();
  });
});
