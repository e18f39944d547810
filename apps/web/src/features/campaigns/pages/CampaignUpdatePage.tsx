import { Anchor, Group } from '@mantine/core';
import { IconCoinOff, IconNotebook } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  AdminUpdatePage,
  DeleteRecordButton,
  ViewOnSiteLink,
} from '../../../components/AdminRecordPages.tsx';
import { ColumnsSkeleton } from '../../../components/PageSkeleton.tsx';
import { useAdminCampaign } from '../api/adminCampaign.ts';
import { CampaignForm } from '../components/CampaignForm.tsx';
import { DraftCampaignNotice } from '../components/DraftCampaignNotice.tsx';
import { ADMIN_CAMPAIGNS_PATH, adminCampaignDetailPath, campaignPath } from '../publicPaths.ts';
import { useCampaignDelete } from './AdminCampaignsPage.tsx';
import { BACK_TO_CAMPAIGNS } from './CampaignCreatePage.tsx';

/** /admin/campaigns/update/:id: edit or delete one campaign; its QR code shows beside the form. */
export function CampaignUpdatePage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useAdminCampaign(id);
  const deletion = useCampaignDelete();
  return (
    <AdminUpdatePage
      query={query}
      title="Sửa chiến dịch"
      back={BACK_TO_CAMPAIGNS}
      description={(campaign) => campaign.title}
      loadErrorTitle="Không tải được chiến dịch"
      skeleton={<ColumnsSkeleton spans={[8, 4]} heights={[480, 320]} />}
      notFound={{
        icon: <IconCoinOff size={34} />,
        title: 'Không tìm thấy chiến dịch',
        description: 'Chiến dịch này không tồn tại hoặc đã bị xóa.',
        back: { to: ADMIN_CAMPAIGNS_PATH, label: 'Về danh sách chiến dịch' },
      }}
      actions={(campaign) => (
        <Group gap="sm">
          <Anchor component={Link} to={adminCampaignDetailPath(campaign.slug)} size="sm">
            <Group gap={4} wrap="nowrap">
              <IconNotebook size={16} aria-hidden />
              Sổ công đức
            </Group>
          </Anchor>
          {campaign.status === 'draft' ? null : <ViewOnSiteLink href={campaignPath(campaign.slug)} />}
          <DeleteRecordButton
            deleting={deletion.isDeleting(campaign)}
            onClick={() =>
              deletion.confirm(campaign, () => navigate(ADMIN_CAMPAIGNS_PATH, { replace: true }))
            }
          />
        </Group>
      )}
    >
      {(campaign, reload) => (
        <>
          <DraftCampaignNotice campaign={campaign} />
          <CampaignForm key={campaign.id} campaign={campaign} {...reload} />
        </>
      )}
    </AdminUpdatePage>
  );
}
