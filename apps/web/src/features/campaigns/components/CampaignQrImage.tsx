import type { CampaignQr } from '@giapha/contract';
import { Box, Image } from '@mantine/core';

interface CampaignQrImageProps {
  qr: Pick<CampaignQr, 'qr' | 'bankAccount'>;
  /** Width and height in pixels. */
  size: number;
  /** The frame's corner radius (CSS). */
  radius: string | number;
}

/** The VietQR code on a white, framed square, named by the account it pays into. */
export function CampaignQrImage({ qr, size, radius }: CampaignQrImageProps) {
  return (
    <Box
      w={size}
      h={size}
      bg="white"
      style={{ flex: 'none', borderRadius: radius, border: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Image
        src={qr.qr}
        w={size}
        h={size}
        alt={`Mã VietQR chuyển khoản vào ${qr.bankAccount.bankShortName} ${qr.bankAccount.accountNumber}`}
      />
    </Box>
  );
}
