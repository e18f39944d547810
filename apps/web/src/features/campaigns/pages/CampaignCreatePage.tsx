import { AdminCreatePage } from '../../../components/AdminRecordPages.tsx';
import { CampaignForm } from '../components/CampaignForm.tsx';
import { ADMIN_CAMPAIGNS_PATH } from '../publicPaths.ts';

export const BACK_TO_CAMPAIGNS = { to: ADMIN_CAMPAIGNS_PATH, label: 'Danh sách chiến dịch' };

/** /admin/campaigns/create: a new campaign; once saved, the admin goes on editing it (and sees its QR code). */
export function CampaignCreatePage() {
  return (
    <AdminCreatePage
      title="Tạo chiến dịch gây quỹ"
      description="Lưu ở dạng nháp để chuẩn bị, rồi mở nhận đóng góp khi đã có tài khoản ngân hàng và mã chuyển khoản."
      back={BACK_TO_CAMPAIGNS}
    >
      <CampaignForm />
    </AdminCreatePage>
  );
}
