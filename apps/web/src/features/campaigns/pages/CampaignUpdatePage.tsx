import { Anchor, Button, Group, Stack } from '@mantine/core';
import { IconCoinOff, IconExternalLink, IconNotebook, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { AdminPageHeader } from '../../../components/AdminPageHeader.tsx';
import { isMissingRecord, NotFoundState } from '../../../components/NotFoundState.tsx';
import { ColumnsSkeleton } from '../../../components/PageSkeleton.tsx';
import { QueryErrorAlert } from '../../../components/QueryErrorAlert.tsx';
import { usePageTitle } from '../../../lib/site-setting.ts';
import { useAdminCampaign } from '../api/adminCampaign.ts';
import { CampaignForm } from '../components/CampaignForm.tsx';
import { DraftCampaignNotice } from '../components/DraftCampaignNotice.tsx';
import { ADMIN_CAMPAIGNS_PATH, adminCampaignDetailPath, campaignPath } from '../publicPaths.ts';
import { useCampaignDelete } from './AdminCampaignsPage.tsx';
import { BACK_TO_CAMPAIGNS } from './CampaignCreatePage.tsx';

function CampaignNotFound() {
  return (
    <NotFoundState
      icon={<IconCoinOff size={34} />}
      title="Không tìm thấy chiến dịch"
      description="Chiến dịch này không tồn tại hoặc đã bị xóa."
      back={{ to: ADMIN_CAMPAIGNS_PATH, label: 'Về danh sách chiến dịch' }}
    />
  );
}

/** /admin/campaigns/update/:id: edit or delete one campaign; its QR code shows beside the form. */
export function CampaignUpdatePage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useAdminCampaign(id);
  const deletion = useCampaignDelete();
  usePageTitle(query.data ? `Sửa chiến dịch: ${query.data.title}` : 'Sửa chiến dịch');

  if (query.isPending) return <ColumnsSkeleton spans={[8, 4]} heights={[480, 320]} />;
  if (query.isError && isMissingRecord(query.error)) return <CampaignNotFound />;
  if (query.isError) {
    return (
      <Stack gap={0}>
        <AdminPageHeader title="Sửa chiến dịch" back={BACK_TO_CAMPAIGNS} />
        <QueryErrorAlert
          title="Không tải được chiến dịch"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </Stack>
    );
  }

  const campaign = query.data;
  return (
    <Stack gap={0}>
      <AdminPageHeader
        title="Sửa chiến dịch"
        description={campaign.title}
        back={BACK_TO_CAMPAIGNS}
        actions={
          <Group gap="sm">
            <Anchor component={Link} to={adminCampaignDetailPath(campaign.slug)} size="sm">
              <Group gap={4} wrap="nowrap">
                <IconNotebook size={16} aria-hidden />
                Sổ công đức
              </Group>
            </Anchor>
            {campaign.status === 'draft' ? null : (
              <Anchor href={campaignPath(campaign.slug)} target="_blank" rel="noopener" size="sm">
                <Group gap={4} wrap="nowrap">
                  <IconExternalLink size={16} aria-hidden />
                  Xem trên trang
                </Group>
              </Anchor>
            )}
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              leftSection={<IconTrash size={14} />}
              loading={deletion.isDeleting(campaign)}
              onClick={() =>
                deletion.confirm(campaign, () => navigate(ADMIN_CAMPAIGNS_PATH, { replace: true }))
              }
            >
              Xóa
            </Button>
          </Group>
        }
      />
      <DraftCampaignNotice campaign={campaign} />
      <CampaignForm
        key={campaign.id}
        campaign={campaign}
        onReload={() => void query.refetch()}
        reloading={query.isFetching}
      />
    </Stack>
  );
}
