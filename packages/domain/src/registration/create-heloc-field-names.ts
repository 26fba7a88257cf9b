import type { Language } from '../profile/language.ts';

type Names = Readonly<Record<Language, string>>;

/** The create body's fields as the registration pages name them, by their path in the body. */
const FIELDS: Readonly<Record<string, Names>> = {
  'profileRequest.name.firstName': { en: 'First name', es: 'Nombre' },
  'profileRequest.name.middleName': { en: 'Middle name', es: 'Segundo nombre' },
  'profileRequest.name.lastName': { en: 'Last name', es: 'Apellido' },
  'profileRequest.name.suffix': { en: 'Suffix', es: 'Sufijo' },
  'profileRequest.email': { en: 'Email address', es: 'Correo electrónico' },
  'profileRequest.dob': { en: 'Date of birth', es: 'Fecha de nacimiento' },
  'profileRequest.phoneNumber': { en: 'Phone number', es: 'Número de teléfono' },
  'propertyRequest.occupancyType': { en: 'How you use the property', es: 'Uso de la propiedad' },
  propertyListedForSale: { en: 'Listed for sale', es: 'Puesta en venta' },
  'income.incomePrimary': { en: 'Annual income', es: 'Ingresos anuales' },
  'income.incomeOther': { en: 'Other income', es: 'Otros ingresos' },
  'income.incomeCoDeeders': { en: "Co-owners' income", es: 'Ingresos de los copropietarios' },
  employmentType: { en: 'Employment type', es: 'Tipo de empleo' },
  consentRequests: { en: 'Consents', es: 'Consentimientos' },
};

/** The addresses of the body and their parts, named together: "Property address, ZIP code". */
const ADDRESSES: Readonly<Record<string, Names>> = {
  'profileRequest.homeAddress': { en: 'Home address', es: 'Domicilio' },
  'profileRequest.assetAddress': { en: 'Property address', es: 'Dirección de la propiedad' },
  'propertyRequest.address': { en: 'Property address', es: 'Dirección de la propiedad' },
};
const ADDRESS_PARTS: Readonly<Record<string, Names>> = {
  street1: { en: 'street address', es: 'calle y número' },
  street2: { en: 'apartment or unit', es: 'apartamento o unidad' },
  city: { en: 'city', es: 'ciudad' },
  state: { en: 'state', es: 'estado' },
  zip: { en: 'ZIP code', es: 'código postal' },
};

function namesOf(path: readonly PropertyKey[]): Names | undefined {
  // A list's items share the list's name ("income.incomeCoDeeders.1" → co-owners' income).
  const keys = path.filter((key): key is string => typeof key === 'string');
  const joined = keys.join('.');
  const field = FIELDS[joined];
  if (field) {
    return field;
  }
  const address = ADDRESSES[keys.slice(0, -1).join('.')];
  const part = ADDRESS_PARTS[keys.at(-1) ?? ''];
  return address && part
    ? { en: `${address.en}, ${part.en}`, es: `${address.es}, ${part.es}` }
    : ADDRESSES[joined];
}

/** A field of the create body by name in `language`; a path without a name is shown as it is. */
export function nameCreateHelocField(path: readonly PropertyKey[], language: Language): string {
  return namesOf(path)?.[language] ?? path.map(String).join('.');
}

const ALL_NAMES: readonly Names[] = [
  ...Object.values(FIELDS),
  ...Object.values(ADDRESSES),
  ...Object.values(ADDRESSES).flatMap((address) =>
    Object.values(ADDRESS_PARTS).map((part) => ({
      en: `${address.en}, ${part.en}`,
      es: `${address.es}, ${part.es}`,
    })),
  ),
];

/** An English field name as `language` writes it; undefined for a name this table does not hold. */
export function translateCreateHelocFieldName(english: string, language: Language): string | undefined {
  return ALL_NAMES.find((names) => names.en === english)?.[language];
}

export interface FieldProblem {
  field: string;
  message: string;
}

const PROBLEM_SEPARATOR = '; ';
const FIELD_SEPARATOR = ': ';

/** "Email address: Required; Annual income: Required": the value of a `fieldProblems` message. */
export function joinFieldProblems(problems: readonly FieldProblem[]): string {
  return problems.map(({ field, message }) => `${field}${FIELD_SEPARATOR}${message}`).join(PROBLEM_SEPARATOR);
}

/**
 * A `fieldProblems` value in `language`: each field named as that language's pages name it, each
 * message through `translateMessage` (the exact-text catalogue). Unknown names stay as they are.
 */
export function translateFieldProblems(
  problems: string,
  language: Language,
  translateMessage: (message: string) => string,
): string {
  return problems
    .split(PROBLEM_SEPARATOR)
    .map((problem) => {
      const at = problem.indexOf(FIELD_SEPARATOR);
      if (at < 0) {
        return translateMessage(problem);
      }
      const field = problem.slice(0, at);
      const message = problem.slice(at + FIELD_SEPARATOR.length);
      return `${translateCreateHelocFieldName(field, language) ?? field}${FIELD_SEPARATOR}${translateMessage(message)}`;
    })
    .join(PROBLEM_SEPARATOR);
}
