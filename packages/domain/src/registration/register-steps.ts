/**
 * REG-006…013: the register-v2 steps in order, by path under /register-v2 ('index' is the base
 * path), with their `step` query value (home-address has none: OP-32).
 */
export const REGISTER_V2_STEPS = [
  { path: 'index', stepQuery: 'property-info' },
  { path: 'home-address', stepQuery: undefined },
  { path: 'for-sale', stepQuery: 'sale-status' },
  { path: 'annual-income', stepQuery: 'income-info' },
  { path: 'legal-name', stepQuery: 'name' },
  { path: 'birthdate', stepQuery: 'birthdate' },
  { path: 'phone-and-email', stepQuery: 'contact-info' },
  { path: 'set-password', stepQuery: 'login-info' },
] as const;

export type RegisterV2StepPath = (typeof REGISTER_V2_STEPS)[number]['path'];
