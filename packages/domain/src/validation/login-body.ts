import { z } from 'zod';
import { zEmail } from './email.ts';
import { zPassword } from './password.ts';

/** API-047: POST /identity/api/v1/login — exactly these keys; strength is not judged at login. */
export const zLoginBody = z.strictObject({
  email: zEmail,
  password: zPassword,
});
export type LoginBody = z.infer<typeof zLoginBody>;
