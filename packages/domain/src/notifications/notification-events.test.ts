import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../profile/language.ts';
import { NOTIFICATION_COPY, STEP_NOTIFICATIONS } from './notification-events.ts';

describe('NOTIFICATION_COPY', () => {
  it.each(LANGUAGES)('%s tells of every notifying step, each opening the same page', (language) => {
    const { steps } = NOTIFICATION_COPY[language];
    expect(Object.keys(steps).sort()).toEqual(Object.keys(STEP_NOTIFICATIONS).sort());
    for (const [step, english] of Object.entries(STEP_NOTIFICATIONS)) {
      const copy = steps[step as keyof typeof steps];
      expect(copy?.page).toBe(english?.page);
      expect(copy?.title).not.toBe('');
      expect(copy?.cta).not.toBe('');
    }
  });

  it('writes Spanish in Spanish, naming the co-deeder and the condition as given', () => {
    const { es, en } = NOTIFICATION_COPY;
    for (const [step, english] of Object.entries(en.steps)) {
      expect(es.steps[step as keyof typeof es.steps]?.title).not.toBe(english?.title);
    }
    expect(es.coDeederSigned('José Núñez')).toMatchObject({
      title: 'José Núñez ya firmó',
      page: en.coDeederSigned('x').page,
    });
    expect(es.condition.title('Póliza de seguro')).toBe('Necesitamos algo de usted: Póliza de seguro');
  });
});
