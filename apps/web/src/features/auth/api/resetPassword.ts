import { authApi, MESSAGES } from '@giapha/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';

export interface ResetPasswordInput {
  /** From the link in the mail. */
  token: string;
  password: string;
}

export async function resetPassword({ token, password }: ResetPasswordInput): Promise<string> {
  const response = await callApi(
    authApi.resetPassword,
    { query: { token }, body: { password } },
    { fallbackMessage: MESSAGES.resetPasswordFailed },
  );
  return response.message;
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
