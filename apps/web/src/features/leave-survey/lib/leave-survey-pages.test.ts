import { describe, expect, it } from 'vitest';
import { isLeavingApplication, matchLeaveSurveyPage } from './leave-survey-pages.ts';

const UUID = '3f0c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
const at = (page: string) => `/account/heloc/${UUID}/${page}`;

describe('CND-037: the pages whose leaving asks the survey', () => {
  it.each([
    ['product/select', true],
    ['product/select/confirm', true],
    ['identity', true],
    ['liens', true],
    ['signing/sign', true],
    ['signing/intro', false],
    ['start/contact', false],
    ['product/assets', false],
    ['identity-extra', false],
  ])('%s → %s', (page, listed) => {
    expect(matchLeaveSurveyPage(at(page)) === UUID).toBe(listed);
  });

  it('is not a survey page outside an application', () => {
    expect(matchLeaveSurveyPage('/account/heloc/register-v2')).toBeUndefined();
    expect(matchLeaveSurveyPage('/dashboard')).toBeUndefined();
  });

  it.each([
    [at('product/select'), '/dashboard', true],
    [at('product/select'), `/account/heloc/${UUID}`, false],
    [at('product/select'), at('product/select/confirm'), false],
    [at('identity'), '/dashboard/settings', true],
    [at('identity'), '/account/heloc/00000000-0000-4000-8000-000000000000/identity', true],
    [at('start/contact'), '/dashboard', false],
  ])('leaving %s for %s asks: %s', (from, to, leaving) => {
    expect(isLeavingApplication(from, to)).toBe(leaving);
  });
});
