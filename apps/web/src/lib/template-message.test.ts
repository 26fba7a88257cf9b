import { describe, expect, it } from 'vitest';
import { switchLanguageForTest } from '../test/language.ts';
import { i18n } from './i18n.ts';
import { formatTemplateValue, translateTemplateMessage } from './template-message.ts';

describe('translateTemplateMessage: a message carrying a value, in the page language', () => {
  it.each([
    ['Must be at least 21 years old', 'Debe tener al menos 21 años'],
    ['Must be at most 4000 characters long', 'Debe tener como máximo 4,000 caracteres'],
    ['The amount must be between $15,000 and $100,000', 'El monto debe estar entre $15,000 y $100,000'],
    ['The amount must be between $500 and $999.50', 'El monto debe estar entre $500 y $999.50'],
    [
      'The right to cancel ended at midnight after 2026-12-01',
      'El derecho de cancelación terminó a la medianoche al final del 1 de diciembre de 2026',
    ],
    [
      'Register data is incomplete for create: Email address: Required; Property address, ZIP code: Please enter a valid zipcode',
      'Faltan datos del registro para crear la solicitud: Correo electrónico: Obligatorio; Dirección de la propiedad, código postal: Ingrese un código postal válido',
    ],
    ['Must be at least eighteen years old', undefined],
    ['Required', undefined],
  ])('es: %j → %j', async (message, spanish) => {
    await switchLanguageForTest('es');
    expect(translateTemplateMessage(message, i18n)).toBe(spanish);
  });

  it.each([
    'Must be at least 21 years old',
    'The amount must be between $15,000 and $100,000',
    'The right to cancel ended at midnight after 2026-12-01',
  ])('en: %j is left to show as the domain wrote it', (message) => {
    expect(i18n.language).toBe('en');
    expect(translateTemplateMessage(message, i18n)).toBeUndefined();
  });
});

describe('formatTemplateValue', () => {
  it.each([
    ['money', '10000', 'en', '$10,000'],
    ['money', '10000', 'es', '$10,000'],
    ['money', '-250.5', 'es', '-$250.50'],
    ['number', 4000, 'es', '4,000'],
    ['date', '2026-03-05', 'en', 'March 5, 2026'],
    ['date', '2026-03-05', 'es', '5 de marzo de 2026'],
    ['date', '2026-12-31', 'es-US', '31 de diciembre de 2026'],
    ['text', 'email: Required', 'es', 'email: Required'],
    [
      'fieldProblems',
      'Annual income: Required; utmParameters: Too long',
      'es',
      'Ingresos anuales: Required; utmParameters: Too long',
    ],
    ['fieldProblems', 'Annual income: Required', 'en', 'Annual income: Required'],
  ] as const)('%s %j in %s → %j', (kind, value, language, written) => {
    expect(formatTemplateValue(kind, value, language)).toBe(written);
  });
});
