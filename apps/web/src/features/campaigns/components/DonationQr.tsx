import {
  type CampaignQr,
  type PublicBankAccount,
  type PublicCampaign,
  QR_AMOUNT_CHOICES,
} from '@giapha/contract';
import { formatVnd } from '@giapha/genealogy';
import {
  ActionIcon,
  Alert,
  Chip,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCopy, IconHeartHandshake, IconQrcode } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { NumericInput } from '../../../components/NumericInput.tsx';
import { FailedQueryAlert } from '../../../components/QueryErrorAlert.tsx';
import { SectionPanel } from '../../../components/SectionPanel.tsx';
import { toast } from '../../../lib/toast.ts';
import { usePublicCampaignQr } from '../api/publicCampaignQr.ts';
import { CAMPAIGNS_FALLBACK } from '../texts.ts';
import classes from './DonationQr.module.css';

const CUSTOM = 'custom';
const NO_AMOUNT = '';
/** The QR route's smallest amount. */
const MIN_AMOUNT = 1000;
/** MAX_AMOUNT has 13 digits: longer input is cut, so the amount never goes past it. */
const MAX_DIGITS = 13;
const CUSTOM_AMOUNT_DELAY_MS = 500;

/** `1500000` → `1.500.000`, as the amount is typed. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, '.');
}

/** What the visitor typed, as đồng (null when nothing yet). */
function parseTyped(text: string): number | null {
  const digits = text.replace(/\D/g, '');
  return digits ? Number(digits) : null;
}

/**
 * The donate panel: the campaign's VietQR code, regenerated for the amount chosen, with the account
 * printed beside it (so a swapped image would be noticed) and copy buttons for what people type by
 * hand. A closed campaign takes no more donations: no code, a notice.
 */
export function DonationQr({ campaign }: { campaign: PublicCampaign }) {
  if (campaign.status !== 'open') {
    return (
      <Paper withBorder radius="md" p="lg" component="section" aria-label="Đóng góp">
        <Stack align="center" gap="xs" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" color="gray">
            <IconHeartHandshake size={28} />
          </ThemeIcon>
          <Text fw={700} size="lg">
            Chiến dịch đã kết thúc
          </Text>
          <Text size="sm" c="dimmed">
            Chiến dịch không còn nhận đóng góp. Xin cảm ơn bà con đã chung tay cùng dòng họ.
          </Text>
        </Stack>
      </Paper>
    );
  }
  if (!campaign.bankAccount) {
    return (
      <Alert color="gray" variant="light" title="Chưa có tài khoản nhận đóng góp">
        Ban quản trị chưa gắn tài khoản ngân hàng cho chiến dịch này.
      </Alert>
    );
  }
  return <OpenDonation campaign={campaign} bankAccount={campaign.bankAccount} />;
}

function OpenDonation({
  campaign,
  bankAccount,
}: {
  campaign: PublicCampaign;
  bankAccount: PublicBankAccount;
}) {
  const [choice, setChoice] = useState<string>(NO_AMOUNT);
  const [typed, setTyped] = useState('');
  const [debouncedTyped] = useDebouncedValue(typed, CUSTOM_AMOUNT_DELAY_MS);

  const customAmount = parseTyped(debouncedTyped);
  const customTooSmall = customAmount !== null && customAmount < MIN_AMOUNT;
  let amount: number | null = null;
  if (choice === CUSTOM) amount = customTooSmall ? null : customAmount;
  else if (choice !== NO_AMOUNT) amount = Number(choice);

  const qr = usePublicCampaignQr(campaign.id, amount);
  // What the code holds is what is printed: the code's own account and note once it is made.
  const account = qr.data?.bankAccount ?? bankAccount;
  const note = qr.data?.transferNote ?? campaign.transferCode;
  const shownAmount = qr.data ? qr.data.amount : amount;

  return (
    <SectionPanel titleId="donate-title" className={classes.panel}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="donate-title" className={classes.heading}>
            Đóng góp qua chuyển khoản
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            Mở ứng dụng ngân hàng, quét mã QR rồi xác nhận chuyển khoản: số tài khoản, số tiền và nội dung đã
            được điền sẵn.
          </Text>
        </div>

        <Stack gap="xs">
          <Text size="sm" fw={600} id="donate-amount-label">
            Chọn số tiền
          </Text>
          <Chip.Group multiple={false} value={choice} onChange={setChoice}>
            <Group gap="xs" role="radiogroup" aria-labelledby="donate-amount-label">
              {QR_AMOUNT_CHOICES.map((value) => (
                <Chip key={value} value={String(value)} type="radio" variant="outline">
                  {formatVnd(value)}
                </Chip>
              ))}
              <Chip value={CUSTOM} type="radio" variant="outline">
                Số khác
              </Chip>
            </Group>
          </Chip.Group>
          {choice === CUSTOM ? (
            <NumericInput
              label="Số tiền khác"
              placeholder="Ví dụ: 1.000.000"
              pattern="[0-9.]*"
              autoComplete="off"
              rightSection={
                <Text size="sm" c="dimmed">
                  ₫
                </Text>
              }
              value={typed}
              onChange={(event) => {
                const digits = event.currentTarget.value.replace(/\D/g, '').replace(/^0+/, '');
                setTyped(groupThousands(digits.slice(0, MAX_DIGITS)));
              }}
              error={customTooSmall ? `Số tiền tối thiểu ${formatVnd(MIN_AMOUNT)}` : undefined}
            />
          ) : null}
        </Stack>

        <QrImage qr={qr.data} loading={qr.isPending} stale={qr.isPlaceholderData || qr.isFetching} />
        {qr.isError ? <FailedQueryAlert title={CAMPAIGNS_FALLBACK.qr} query={qr} /> : null}

        <dl className={classes.details}>
          <Detail label="Ngân hàng">
            <Text fw={700}>{account.bankShortName}</Text>
            <Text size="sm" c="dimmed">
              {account.bankName}
            </Text>
          </Detail>
          <Detail label="Số tài khoản" copy={{ text: account.accountNumber, label: 'Sao chép số tài khoản' }}>
            <Text fw={700} className={classes.mono}>
              {account.accountNumber}
            </Text>
          </Detail>
          <Detail label="Chủ tài khoản">
            <Text fw={700}>{account.accountHolder}</Text>
          </Detail>
          {account.branch ? (
            <Detail label="Chi nhánh">
              <Text>{account.branch}</Text>
            </Detail>
          ) : null}
          <Detail
            label="Nội dung chuyển khoản"
            copy={{ text: note, label: 'Sao chép nội dung chuyển khoản' }}
          >
            <Text fw={700} className={classes.mono} c="clan">
              {note}
            </Text>
          </Detail>
          <Detail label="Số tiền">
            {shownAmount !== null ? (
              <Text fw={700}>{formatVnd(shownAmount)}</Text>
            ) : (
              <Text>Bạn tự nhập khi chuyển khoản</Text>
            )}
          </Detail>
        </dl>
        <Text size="xs" c="dimmed">
          Xin giữ nguyên nội dung chuyển khoản “{note}” để khoản đóng góp được ghi đúng vào sổ công đức của
          chiến dịch.
        </Text>
      </Stack>
    </SectionPanel>
  );
}

function QrImage({ qr, loading, stale }: { qr: CampaignQr | undefined; loading: boolean; stale: boolean }) {
  if (qr) {
    const amount = qr.amount !== null ? `, số tiền ${formatVnd(qr.amount)}` : '';
    return (
      <div className={classes.qrFrame} aria-busy={stale}>
        <img
          src={qr.qr}
          alt={`Mã QR chuyển khoản đến ${qr.bankAccount.bankShortName} ${qr.bankAccount.accountNumber}, ${qr.bankAccount.accountHolder}${amount}, nội dung ${qr.transferNote}`}
          className={classes.qr}
          style={{ opacity: stale ? 0.5 : 1 }}
        />
      </div>
    );
  }
  if (loading) {
    return (
      <div className={classes.qrFrame}>
        <Skeleton className={classes.qr} role="status" aria-label="Đang tạo mã QR" />
      </div>
    );
  }
  return (
    <div className={classes.qrFrame} aria-hidden="true">
      <IconQrcode size={96} stroke={1} className={classes.qrMissing} />
    </div>
  );
}

async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success('Đã sao chép');
  } catch {
    toast.error('Không sao chép được', 'Bạn hãy chọn và sao chép thủ công.');
  }
}

function Detail({
  label,
  copy,
  children,
}: {
  label: string;
  copy?: { text: string; label: string };
  children: ReactNode;
}) {
  return (
    <div className={classes.detail}>
      <dt>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {label}
        </Text>
      </dt>
      <dd>
        <Group gap="xs" wrap="nowrap" justify="space-between" align="center">
          <div className={classes.value}>{children}</div>
          {copy ? (
            // The browser's own tooltip: Mantine's (portal, floating layer) was a fifth of this page's
            // first-visit JavaScript, for a hint phones never show.
            <ActionIcon
              variant="light"
              color="clan"
              size="lg"
              aria-label={copy.label}
              title={copy.label}
              onClick={() => void copyText(copy.text)}
            >
              <IconCopy size={18} />
            </ActionIcon>
          ) : null}
        </Group>
      </dd>
    </div>
  );
}
