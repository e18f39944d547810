import type { BankAccount } from '@giapha/contract';
import { Stack, Text } from '@mantine/core';
import { confirmDeletion, deletionToasts, RecordName } from '../../../components/confirm-deletion.tsx';
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
      confirmDeletion({
        title: 'Xóa tài khoản ngân hàng',
        message: (
          <Stack gap="xs">
            <Text size="sm">
              Xóa tài khoản{' '}
              <RecordName>
                {account.bankShortName} {formatAccountNumber(account.accountNumber)}
              </RecordName>{' '}
              ({account.accountHolder})?
            </Text>
            <Text size="sm">
              {account.openCampaignCount > 0
                ? `Tài khoản đang nhận tiền cho ${account.openCampaignCount} chiến dịch đang mở: hãy chọn tài khoản khác cho các chiến dịch đó hoặc kết thúc chúng trước.`
                : 'Các chiến dịch đã kết thúc hoặc còn nháp dùng tài khoản này sẽ không còn tài khoản nhận tiền.'}
            </Text>
          </Stack>
        ),
        onConfirm: () => mutation.mutate(account.id, deletionToasts(BANKS_FALLBACK.delete, { onDeleted })),
      }),
  };
}
