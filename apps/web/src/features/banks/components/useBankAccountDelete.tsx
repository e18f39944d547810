import type { BankAccount } from '@giapha/contract';
import { Stack, Text } from '@mantine/core';
import {
  type ConfirmedDelete,
  deleteAfterConfirming,
  RecordName,
} from '../../../components/confirm-deletion.tsx';
import { useDeleteBankAccount } from '../api/deleteBankAccount.ts';
import { formatAccountNumber } from '../format.ts';
import { BANKS_FALLBACK } from '../texts.ts';

export type BankAccountDelete = ConfirmedDelete<BankAccount>;

/**
 * Delete an account after a confirmation. The server refuses (409) while an open campaign takes its
 * donations into it: its message says so in the toast.
 */
export function useBankAccountDelete(): BankAccountDelete {
  return deleteAfterConfirming(useDeleteBankAccount(), (account: BankAccount) => ({
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
    fallback: BANKS_FALLBACK.delete,
  }));
}
