import { bankWebhookApi, type WebhookSecret } from '@giapha/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';

export const WEBHOOK_SECRET_FALLBACK = 'Không thể tải khóa bí mật';
export const ROTATE_WEBHOOK_SECRET_FALLBACK = 'Không thể tạo khóa bí mật mới';

/** The clan's one webhook secret: not a ledger query, so ledger writes leave it alone. */
export const webhookSecretKey = ['bankWebhook', 'secret'] as const;

/** GET /api/webhooks/bank/secret (admin): the secret and the address to give the notifying service. */
export async function getWebhookSecret(signal?: AbortSignal): Promise<WebhookSecret> {
  const response = await callApi(
    bankWebhookApi.secret,
    {},
    { fallbackMessage: WEBHOOK_SECRET_FALLBACK, signal },
  );
  return response.data;
}

export const webhookSecretQuery = () =>
  queryOptions({ queryKey: webhookSecretKey, queryFn: ({ signal }) => getWebhookSecret(signal) });

export function useWebhookSecret() {
  return useQuery(webhookSecretQuery());
}

/** POST /api/webhooks/bank/secret (admin): a new secret; the old one stops working at once. */
export async function rotateWebhookSecret(): Promise<{ secret: WebhookSecret; message: string | undefined }> {
  const response = await callApi(
    bankWebhookApi.rotateSecret,
    {},
    { fallbackMessage: ROTATE_WEBHOOK_SECRET_FALLBACK },
  );
  return { secret: response.data, message: response.message };
}

export function useRotateWebhookSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateWebhookSecret,
    onSuccess: ({ secret }) => queryClient.setQueryData(webhookSecretKey, secret),
  });
}
