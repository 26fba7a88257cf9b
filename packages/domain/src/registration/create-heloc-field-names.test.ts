import { describe, expect, it } from 'vitest';
import { toCreateHelocBody } from '../application/create-heloc-body.ts';
import { matchMessageTemplate } from '../validation/message-templates.ts';
import {
  joinFieldProblems,
  nameCreateHelocField,
  translateCreateHelocFieldName,
  translateFieldProblems,
} from './create-heloc-field-names.ts';
import { COMPLETE_REGISTER_DATA } from './test-fixtures.ts';

describe('the create body’s fields by name, in each language', () => {
  it.each([
    [['profileRequest', 'email'], 'Email address', 'Correo electrónico'],
    [['profileRequest', 'name', 'lastName'], 'Last name', 'Apellido'],
    [
      ['propertyRequest', 'address', 'zip'],
      'Property address, ZIP code',
      'Dirección de la propiedad, código postal',
    ],
    [
      ['profileRequest', 'homeAddress', 'street1'],
      'Home address, street address',
      'Domicilio, calle y número',
    ],
    [['income', 'incomeCoDeeders', 1], "Co-owners' income", 'Ingresos de los copropietarios'],
    [['employmentType'], 'Employment type', 'Tipo de empleo'],
    [['utmParameters', 'utm_source'], 'utmParameters.utm_source', 'utmParameters.utm_source'],
  ] as const)('%j → %s / %s', (path, english, spanish) => {
    expect(nameCreateHelocField(path, 'en')).toBe(english);
    expect(nameCreateHelocField(path, 'es')).toBe(spanish);
    if (english !== spanish) {
      expect(translateCreateHelocFieldName(english, 'es')).toBe(spanish);
    }
  });

  it('translates each field and message of a problem list, leaving unknown ones as they are', () => {
    const problems = joinFieldProblems([
      { field: 'Email address', message: 'Required' },
      { field: 'utmParameters', message: 'Too long' },
    ]);
    expect(problems).toBe('Email address: Required; utmParameters: Too long');
    const catalogue: Record<string, string> = { Required: 'Obligatorio' };
    expect(translateFieldProblems(problems, 'es', (message) => catalogue[message] ?? message)).toBe(
      'Correo electrónico: Obligatorio; utmParameters: Too long',
    );
  });
});

describe('toCreateHelocBody with incomplete register data', () => {
  it('names the missing fields in the message, readable back as its template', () => {
    const incomplete = {
      ...COMPLETE_REGISTER_DATA,
      email: '',
      propertyAddress: { ...COMPLETE_REGISTER_DATA.propertyAddress, zip: '' },
    };
    let message = '';
    try {
      toCreateHelocBody(incomplete);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Register data is incomplete for create: /);
    expect(message).toContain('Email address: ');
    expect(message).toContain('Property address, ZIP code: ');
    expect(message).not.toContain('profileRequest');
    expect(matchMessageTemplate(message)?.id).toBe('registerDataIncomplete');
  });
});
