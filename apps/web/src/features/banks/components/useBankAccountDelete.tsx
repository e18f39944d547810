import type { BankAccount } from '@giapha/contract';
import { Stack, Text } from '@mantine/core';
import { openConfirmModal } from '@mantine/modals';
import { errorMessage } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteBankAccount } from '../api/deleteBankAccount.ts';
import { formatAccountNumber } from '../format.ts';
import { BANKS_FALLBACK } from '../texts.ts';

export interface BankAccountDelete {
  /** Asks first; `onDeleted` runs after the server agreed (the detail page leaves). */
  remove: (account: BankAccount, onDeleted?: () => void) => void;
  /** The id being deleted, if any. */
  deletingId: string | undefined;
}

/**
 * Delete an account after a confirmation. The server refuses (409) while an open campaign takes its
 * donations into it: its message says so in the toast.
 */
export function useBankAccountDelete(): BankAccountDelete {
  const mutation = useDeleteBankAccount();
  return {
    deletingId: mutation.isPending ? mutation.variables : undefined,
    remove: (account, onDeleted) =>
      openConfirmModal({
        title: 'Xóa tài khoản ngân hàng',
        centered: true,
        children: (
          <Stack gap="xs">
            <Text size="sm">
              Xóa tài khoản{' '}
              <Text span fw={600}>
                {account.bankShortName} {formatAccountNumber(account.accountNumber)}
              </Text>{' '}
              ({account.accountHolder})?
            </Text>
            <Text size="sm">
              {account.openCampaignCount > 0
                ? `Tài khoản đang nhận tiền cho ${account.openCampaignCount} chiến dịch đang mở: hãy chọn tài khoản khác cho các chiến dịch đó hoặc kết thúc chúng trước.`
                : 'Các chiến dịch đã kết thúc hoặc còn nháp dùng tài khoản này sẽ không còn tài khoản nhận tiền.'}
            </Text>
          </Stack>
        ),
        labels: { confirm: 'Xóa', cancel: 'Hủy' },
        confirmProps: { color: 'red' },
        onConfirm: () =>
          mutation.mutate(account.id, {
            onSuccess: (message) => {
              toast.success(message);
              onDeleted?.();
            },
            onError: (error) => toast.error(errorMessage(error, BANKS_FALLBACK.delete)),
          }),
      }),
  };
}
