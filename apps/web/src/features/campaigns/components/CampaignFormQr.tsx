import type { Campaign } from '@giapha/contract';
import { Alert, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconQrcode } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/form-errors.ts';
import { formatAccountNumber } from '../../banks/index.ts';
import { useAdminCampaignQr } from '../api/adminCampaignQr.ts';
import { CAMPAIGNS_FALLBACK } from '../texts.ts';
import { CampaignQrImage } from './CampaignQrImage.tsx';

const QR_SIZE = 180;

/** A label and its value, one under the other: the value is what a relative checks in their banking app. */
function Fact({ label, value, mono = false }: { label: string; value: string; mono?: boolean }) {
  return (
    <Stack gap={0} miw={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} ff={mono ? 'monospace' : undefined} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Stack>
  );
}

interface CampaignFormQrProps {
  /** The saved campaign: the code is made by the server from what is saved. */
  campaign: Campaign;
  /** The form holds another account or transfer code than the saved one. */
  changed: boolean;
}

/**
 * The VietQR code relatives will scan, as the server makes it for the saved campaign, with the bank,
 * account number, holder and transfer note printed beside it so a wrong account is noticed at once.
 */
export function CampaignFormQr({ campaign, changed }: CampaignFormQrProps) {
  const hasAccount = campaign.bankAccountId !== null;
  const query = useAdminCampaignQr(campaign.id, campaign.version, hasAccount);

  if (!hasAccount) {
    return (
      <Group gap="xs" wrap="nowrap" c="dimmed">
        <IconQrcode size={20} aria-hidden style={{ flexShrink: 0 }} />
        <Text size="sm">Chọn tài khoản nhận tiền rồi lưu để xem mã QR chuyển khoản.</Text>
      </Group>
    );
  }
  if (query.isPending) {
    return <Skeleton h={QR_SIZE} w={QR_SIZE} role="status" aria-busy="true" aria-label="Đang tạo mã QR" />;
  }
  if (query.isError) {
    return (
      <Alert color="red" variant="light" title="Chưa tạo được mã QR">
        {errorMessage(query.error, CAMPAIGNS_FALLBACK.qr)}
      </Alert>
    );
  }
  const qr = query.data;
  return (
    <Stack gap="sm">
      <Group align="flex-start" gap="md">
        <CampaignQrImage qr={qr} size={QR_SIZE} radius="var(--mantine-radius-sm)" />
        <Stack gap={6} miw={0} style={{ flex: '1 1 140px' }} data-testid="campaign-qr-account">
          <Fact label="Ngân hàng" value={qr.bankAccount.bankShortName} />
          <Fact label="Số tài khoản" value={formatAccountNumber(qr.bankAccount.accountNumber)} mono />
          <Fact label="Chủ tài khoản" value={qr.bankAccount.accountHolder} />
          <Fact label="Nội dung chuyển khoản" value={qr.transferNote} mono />
        </Stack>
      </Group>
      {changed ? (
        <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />} p="xs">
          <Text size="sm">Bạn đã đổi tài khoản hoặc mã chuyển khoản: lưu để cập nhật mã QR.</Text>
        </Alert>
      ) : null}
    </Stack>
  );
}
