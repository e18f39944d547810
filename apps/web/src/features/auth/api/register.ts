import { authApi, MESSAGES, type RegisterBody, type registerResponse } from '@giapha/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api.ts';

export type Registration = z.output<typeof registerResponse>['data'];

/** A new clan and its first user, an admin. */
export async function register(body: RegisterBody): Promise<Registration> {
  const response = await callApi(authApi.register, { body }, { fallbackMessage: MESSAGES.registerFailed });
  return response.data;
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
