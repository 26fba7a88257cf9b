/**
 * The register-v2 step schemas in the shape the forms hold (flat fields, the address as a typeahead
 * choice). Every field rule and message is the domain's (packages/domain/src/validation/*), the
 * same ones `REGISTER_V2_STEP_SCHEMAS` and the server use. One module per step, so a step's page
 * loads only its own rules (the phone and date libraries stay off the first page).
 */
export * from './schemas/address-step-schemas.ts';
export * from './schemas/birthdate-step-schema.ts';
export * from './schemas/contact-step-schema.ts';
export * from './schemas/for-sale-step-schema.ts';
export * from './schemas/income-step-schema.ts';
export * from './schemas/name-step-schema.ts';
export * from './schemas/password-step-schema.ts';
