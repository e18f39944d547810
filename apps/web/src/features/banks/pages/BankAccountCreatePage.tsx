import { Alert, Button, Paper, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { AdminPageHeader } from '../../../components/AdminPageHeader.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { isAdmin, useSession } from '../../../lib/session.ts';
import { usePageTitle } from '../../../lib/site-setting.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateBankAccount } from '../api/createBankAccount.ts';
import { BankAccountForm } from '../components/BankAccountForm.tsx';
import { BACK_TO_BANKS, BANK_ADMIN_ONLY_NOTE, BANK_PATHS, BANKS_FALLBACK } from '../texts.ts';

/** /settings/create-bank-account: admins add an account; other members are told why they cannot. */
export function BankAccountCreatePage() {
  usePageTitle('Thêm tài khoản ngân hàng');
  const canWrite = isAdmin(useSession());
  const navigate = useNavigate();
  const create = useCreateBankAccount();

  if (!canWrite) {
    return (
      <Stack gap={0} maw={720}>
        <AdminPageHeader title="Thêm tài khoản ngân hàng" back={BACK_TO_BANKS} />
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={20} />}>
          <Stack gap="sm" align="flex-start">
            {BANK_ADMIN_ONLY_NOTE}
            <Button component={Link} to={BANK_PATHS.list} size="xs" variant="white">
              Về danh sách tài khoản
            </Button>
          </Stack>
        </Alert>
      </Stack>
    );
  }

  return (
    <Stack gap={0} maw={720}>
      <AdminPageHeader
        title="Thêm tài khoản ngân hàng"
        description="Tài khoản nhận tiền đóng góp: mã VietQR của các chiến dịch được tạo từ thông tin này."
        back={BACK_TO_BANKS}
      />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <BankAccountForm
          account={null}
          readOnly={false}
          saving={create.isPending}
          submitLabel="Thêm tài khoản"
          cancelTo={BANK_PATHS.list}
          onSubmit={async (values) => {
            try {
              const { message } = await create.mutateAsync(values);
              toast.success(message);
            } catch (error) {
              toast.error(errorMessage(error, BANKS_FALLBACK.create));
              throw error;
            }
          }}
          onSaved={() => navigate(BANK_PATHS.list)}
        />
      </Paper>
    </Stack>
  );
}
