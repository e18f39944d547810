import { authApi, MESSAGES } from '@giapha/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';

/** Asks for a reset link; the server answers the same whether or not the address has an account. */
export async function forgotPassword(email: string): Promise<string> {
  const response = await callApi(
    authApi.forgotPassword,
    { body: { email } },
    { fallbackMessage: MESSAGES.forgotPasswordFailed },
  );
  return response.message;
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
