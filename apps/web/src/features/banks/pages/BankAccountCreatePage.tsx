import { useNavigate } from 'react-router';
import { AdminCreatePage } from '../../../components/AdminRecordPages.tsx';
import { FormCard } from '../../../components/RecordEditorPanel.tsx';
import { savedWithToasts } from '../../../components/record-form.ts';
import { isAdmin, useSession } from '../../../lib/session.ts';
import { useCreateBankAccount } from '../api/createBankAccount.ts';
import { BankAccountForm } from '../components/BankAccountForm.tsx';
import { BACK_TO_BANKS, BANK_ADMIN_ONLY_NOTE, BANK_PATHS, BANKS_FALLBACK } from '../texts.ts';

/** /settings/create-bank-account: admins add an account; other members are told why they cannot. */
export function BankAccountCreatePage() {
  const canWrite = isAdmin(useSession());
  const navigate = useNavigate();
  const create = useCreateBankAccount();

  return (
    <AdminCreatePage
      title="Thêm tài khoản ngân hàng"
      description="Tài khoản nhận tiền đóng góp: mã VietQR của các chiến dịch được tạo từ thông tin này."
      back={BACK_TO_BANKS}
      maw={720}
      readOnly={canWrite ? null : { note: BANK_ADMIN_ONLY_NOTE, backLabel: 'Về danh sách tài khoản' }}
    >
      <FormCard>
        <BankAccountForm
          account={null}
          readOnly={false}
          saving={create.isPending}
          submitLabel="Thêm tài khoản"
          cancelTo={BANK_PATHS.list}
          onSubmit={async (values) => {
            await savedWithToasts(create.mutateAsync(values), BANKS_FALLBACK.create);
          }}
          onSaved={() => navigate(BANK_PATHS.list)}
        />
      </FormCard>
    </AdminCreatePage>
  );
}
