import {
  emailSchema,
  MESSAGES,
  PASSWORD_MAX,
  PASSWORD_MIN,
  personNameSchema,
  usernameSchema,
} from '@giapha/contract';
import { z } from 'zod';

/** The edit form: the same rules as the API's, with an empty password meaning "keep the current one". */
export const userUpdateForm = z.object({
  name: personNameSchema,
  username: usernameSchema,
  email: emailSchema,
  password: z
    .string()
    .max(PASSWORD_MAX, MESSAGES.passwordTooLong)
    .refine((password) => password === '' || password.length >= PASSWORD_MIN, MESSAGES.passwordTooShort),
});
export type UserUpdateFormInput = z.input<typeof userUpdateForm>;
export type UserUpdateFormOutput = z.output<typeof userUpdateForm>;
