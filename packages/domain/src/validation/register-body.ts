import { z } from 'zod';
import { zEmail } from './email.ts';
import { zNewPassword } from './password.ts';
import { zPhoneNumber } from './phone.ts';

/** API-048 / VAL-048: POST /identity/api/v1/registration/register — exactly these keys. */
export const zRegisterBody = z.strictObject({
  email: zEmail,
  password: zNewPassword,
  phoneNumber: zPhoneNumber,
});
export type RegisterBody = z.infer<typeof zRegisterBody>;
