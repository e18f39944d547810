import { type Campaign, MESSAGES } from '@giapha/contract';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconEyeOff, IconHeartHandshake } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useUpdateCampaign } from '../api/updateCampaign.ts';
import { CAMPAIGN_DRAFT_TEXT, CAMPAIGNS_FALLBACK } from '../texts.ts';

/**
 * A draft campaign's editor says plainly who sees it (only admins) and opens it for donations in one
 * click, once it has an account for the money to go to.
 */
export function DraftCampaignNotice({ campaign }: { campaign: Campaign }) {
  const update = useUpdateCampaign();
  if (campaign.status !== 'draft') return null;
  const hasAccount = campaign.bankAccountId !== null;
  const open = () =>
    update.mutate(
      { id: campaign.id, changes: { status: 'open', version: campaign.version } },
      {
        onSuccess: () => toast.success(CAMPAIGN_DRAFT_TEXT.opened, CAMPAIGN_DRAFT_TEXT.openedDetail),
        onError: (error) => toast.error(errorMessage(error, CAMPAIGNS_FALLBACK.update)),
      },
    );
  return (
    <Alert
      color="gray"
      variant="light"
      icon={<IconEyeOff size={20} />}
      title={CAMPAIGN_DRAFT_TEXT.title}
      mb="md"
      aria-label={CAMPAIGN_DRAFT_TEXT.title}
    >
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Text size="sm" style={{ flex: '1 1 280px' }}>
          {CAMPAIGN_DRAFT_TEXT.body}
          {hasAccount ? null : ` ${MESSAGES.campaignBankRequired}.`}
        </Text>
        <Button
          leftSection={<IconHeartHandshake size={18} />}
          onClick={open}
          loading={update.isPending}
          disabled={!hasAccount}
        >
          Mở nhận đóng góp
        </Button>
      </Group>
    </Alert>
  );
}
