import { MESSAGES, messageResponseSchema } from '@giapha/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';

/** Asks for a reset link; the server answers the same whether or not the address has an account. */
export async function forgotPassword(email: string): Promise<string> {
  const response = await apiRequest('/api/auth/forgot-password', messageResponseSchema, {
    method: 'POST',
    body: { email },
    fallbackMessage: MESSAGES.forgotPasswordFailed,
  });
  return response.message;
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
