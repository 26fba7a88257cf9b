const NOT_IDENTIFIER_CHARACTERS = /[^A-Za-z0-9_-]/g;

/** VAL-050: an identifier keeps only letters, digits, underscore and hyphen. */
export function sanitizeIdentifier(value: string): string {
  return value.replace(NOT_IDENTIFIER_CHARACTERS, '');
}
