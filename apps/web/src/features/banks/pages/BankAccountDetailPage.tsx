import { type BankAccount, MESSAGES } from '@giapha/contract';
import { Badge, Text } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import { useNavigate, useParams } from 'react-router';
import { AdminUpdatePage, type RecordReload } from '../../../components/AdminRecordPages.tsx';
import { FormDeleteButton } from '../../../components/FormActions.tsx';
import { StackSkeleton } from '../../../components/PageSkeleton.tsx';
import { RecordEditorPanel } from '../../../components/RecordEditorPanel.tsx';
import { saveConflict, savedWithToasts } from '../../../components/record-form.ts';
import { formatDate } from '../../../lib/dates.ts';
import { isAdmin, useSession } from '../../../lib/session.ts';
import { useBankAccount } from '../api/bankAccount.ts';
import { useUpdateBankAccount } from '../api/updateBankAccount.ts';
import { BankAccountForm } from '../components/BankAccountForm.tsx';
import { useBankAccountDelete } from '../components/useBankAccountDelete.tsx';
import { formatAccountNumber } from '../format.ts';
import { BACK_TO_BANKS, BANK_ADMIN_ONLY_NOTE, BANK_PATHS, BANKS_FALLBACK } from '../texts.ts';

function BankAccountEditor({
  account,
  canWrite,
  reload,
}: {
  account: BankAccount;
  canWrite: boolean;
  reload: RecordReload;
}) {
  const navigate = useNavigate();
  const update = useUpdateBankAccount();
  const deletion = useBankAccountDelete();

  return (
    <RecordEditorPanel
      readOnlyNote={canWrite ? null : BANK_ADMIN_ONLY_NOTE}
      conflict={saveConflict(update, {
        editing: true,
        fieldMessages: [MESSAGES.bankAccountTaken],
        fallback: BANKS_FALLBACK.update,
      })}
      reload={reload}
      summary={
        <>
          {account.isDefault ? (
            <Badge variant="filled" tt="none">
              Mặc định
            </Badge>
          ) : null}
          <Badge variant="light" color={account.openCampaignCount > 0 ? 'teal' : 'gray'} tt="none">
            {account.openCampaignCount > 0
              ? `Đang nhận tiền cho ${account.openCampaignCount} chiến dịch đang mở`
              : 'Chưa có chiến dịch đang mở dùng tài khoản này'}
          </Badge>
          <Text size="xs" c="dimmed">
            Cập nhật ngày {formatDate(account.updatedAt)}
          </Text>
        </>
      }
    >
      <BankAccountForm
        account={account}
        readOnly={!canWrite}
        saving={update.isPending}
        submitLabel="Lưu thay đổi"
        cancelTo={BANK_PATHS.list}
        onSubmit={async (values) => {
          await savedWithToasts(
            update.mutateAsync({
              id: account.id,
              changes: { ...values, version: account.version },
            }),
            BANKS_FALLBACK.update,
          );
        }}
        onSaved={() => navigate(BANK_PATHS.list)}
        extraActions={
          <FormDeleteButton
            label="Xóa tài khoản"
            deleting={deletion.deletingId === account.id}
            onClick={() => deletion.remove(account, () => navigate(BANK_PATHS.list, { replace: true }))}
          />
        }
      />
    </RecordEditorPanel>
  );
}

/** /settings/detail-bank-account/:id: admins edit or delete the account; other members read it. */
export function BankAccountDetailPage() {
  const canWrite = isAdmin(useSession());
  const { id = '' } = useParams();
  const query = useBankAccount(id);
  const title = canWrite ? 'Sửa tài khoản ngân hàng' : 'Chi tiết tài khoản ngân hàng';

  return (
    <AdminUpdatePage
      query={query}
      title={title}
      back={BACK_TO_BANKS}
      maw={720}
      skeleton={<StackSkeleton maw={720} blocks={[360]} />}
      notFound={{
        icon: <IconBuildingBank size={34} />,
        title: 'Không tìm thấy tài khoản ngân hàng',
        description: 'Tài khoản này không tồn tại hoặc đã bị xóa.',
        back: { to: BANK_PATHS.list, label: 'Về danh sách tài khoản' },
      }}
      loadErrorTitle="Không tải được thông tin tài khoản ngân hàng"
      description={(account) =>
        `${account.bankShortName} · ${formatAccountNumber(account.accountNumber)} · ${account.accountHolder}`
      }
    >
      {(account, reload) => <BankAccountEditor account={account} canWrite={canWrite} reload={reload} />}
    </AdminUpdatePage>
  );
}
