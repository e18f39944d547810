import { type BankNotificationBody, MESSAGES, WEBHOOK_SIGNATURE_HEADER } from '@giapha/contract';
import {
  ActionIcon,
  Alert,
  Button,
  Code,
  CopyButton,
  Group,
  List,
  Paper,
  PasswordInput,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { openConfirmModal } from '@mantine/modals';
import { IconCheck, IconCopy, IconInfoCircle, IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { FailedQueryAlert } from '../../../components/QueryErrorAlert.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import {
  ROTATE_WEBHOOK_SECRET_FALLBACK,
  useRotateWebhookSecret,
  useWebhookSecret,
} from '../api/webhookSecret.ts';

function CopyAction({ value, label }: { value: string; label: string }) {
  return (
    <CopyButton value={value} timeout={2000}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? 'Đã sao chép' : label} withArrow>
          <ActionIcon
            variant="light"
            color={copied ? 'teal' : 'gray'}
            size="lg"
            aria-label={label}
            onClick={copy}
          >
            {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
          </ActionIcon>
        </Tooltip>
      )}
    </CopyButton>
  );
}

/** A code sample that scrolls inside its box rather than widening a phone's page. */
function CodeSample({ children, label }: { children: string; label: string }) {
  return (
    <Code block aria-label={label} style={{ overflowX: 'auto', maxWidth: '100%', whiteSpace: 'pre' }}>
      {children}
    </Code>
  );
}

function exampleBody(transferCode: string): BankNotificationBody {
  return {
    reference: 'FT24061234567890',
    amount: 500000,
    description: `${transferCode} NGUYEN VAN AN CONG DUC`,
    paidAt: '2024-06-15T09:30:00+07:00',
    senderName: 'NGUYEN VAN AN',
    accountNumber: '0123456789',
  };
}

function signingSample(url: string, body: string): string {
  return [
    "import { createHmac } from 'node:crypto';",
    '',
    '// Khóa bí mật ở trên, cất trong biến môi trường của dịch vụ.',
    'const KHOA_BI_MAT = process.env.KHOA_BI_MAT;',
    `const body = JSON.stringify(${body});`,
    "const signature = 'sha256=' + createHmac('sha256', KHOA_BI_MAT).update(body).digest('hex');",
    `await fetch('${url}', {`,
    "  method: 'POST',",
    `  headers: { 'content-type': 'application/json', '${WEBHOOK_SIGNATURE_HEADER}': signature },`,
    '  body,',
    '});',
  ].join('\n');
}

/**
 * Nhận báo có tự động: what to give a bank-notification service (the address and the clan's secret) so
 * each transfer lands in the ledger by itself, and how it must sign what it sends.
 */
export function BankWebhookSettings({ transferCode }: { transferCode: string }) {
  const query = useWebhookSecret();
  const rotation = useRotateWebhookSecret();
  const [visible, setVisible] = useState(false);

  const confirmRotate = () =>
    openConfirmModal({
      title: 'Tạo khóa bí mật mới',
      centered: true,
      children: (
        <Text size="sm">
          Khóa hiện tại sẽ ngừng hoạt động ngay. Cần nhập khóa mới vào dịch vụ báo có, nếu không các báo có
          sau đó sẽ bị từ chối và tiền phải nhập tay hoặc nhập sao kê.
        </Text>
      ),
      labels: { confirm: 'Tạo khóa mới', cancel: 'Hủy' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        rotation.mutate(undefined, {
          onSuccess: ({ message }) => {
            setVisible(true);
            toast.success(message ?? MESSAGES.webhookSecretRotated);
          },
          onError: (error) => toast.error(errorMessage(error, ROTATE_WEBHOOK_SECRET_FALLBACK)),
        }),
    });

  const body = JSON.stringify(exampleBody(transferCode), null, 2);

  return (
    <Stack gap="md">
      <Stack gap={6}>
        <Text size="sm">
          Nhiều ngân hàng và dịch vụ trung gian (ví dụ các dịch vụ “báo có” / “webhook ngân hàng”) có thể tự
          gửi thông báo mỗi khi có tiền vào tài khoản. Khi nhập địa chỉ và khóa bí mật dưới đây vào dịch vụ
          đó, mỗi khoản chuyển khoản sẽ tự ghi vào sổ công đức — không cần nhập tay.
        </Text>
        <List size="sm" spacing={4}>
          <List.Item>
            Khoản có mã <Code>{transferCode}</Code> trong nội dung chuyển khoản được ghi vào chiến dịch này.
          </List.Item>
          <List.Item>
            Khoản không có mã của chiến dịch nào nằm ở mục “Chuyển khoản chưa gán” để bạn gán tay.
          </List.Item>
          <List.Item>Một giao dịch báo nhiều lần (cùng mã giao dịch) chỉ được tính một lần.</List.Item>
          <List.Item>Địa chỉ và khóa dùng chung cho mọi chiến dịch của dòng họ.</List.Item>
        </List>
      </Stack>

      {query.isPending ? (
        <Stack gap="sm" role="status" aria-busy="true" aria-label="Đang tải">
          <Skeleton h={56} />
          <Skeleton h={56} />
        </Stack>
      ) : query.isError ? (
        <FailedQueryAlert title="Không tải được địa chỉ và khóa bí mật" query={query} />
      ) : (
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                label="Địa chỉ nhận báo có (webhook)"
                value={query.data.url}
                readOnly
                style={{ flex: 1, minWidth: 0 }}
                styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              />
              <CopyAction value={query.data.url} label="Sao chép địa chỉ" />
            </Group>
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <PasswordInput
                label="Khóa bí mật"
                description="Giữ kín như mật khẩu: ai có khóa này có thể ghi khoản đóng góp giả."
                value={query.data.secret}
                readOnly
                visible={visible}
                onVisibilityChange={setVisible}
                visibilityToggleButtonProps={{
                  'aria-label': visible ? 'Ẩn khóa bí mật' : 'Hiện khóa bí mật',
                }}
                style={{ flex: 1, minWidth: 0 }}
                styles={{ innerInput: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              />
              <CopyAction value={query.data.secret} label="Sao chép khóa bí mật" />
            </Group>
            <Group>
              <Button
                variant="light"
                color="red"
                leftSection={<IconKey size={16} />}
                loading={rotation.isPending}
                onClick={confirmRotate}
              >
                Tạo khóa mới
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}

      <Stack gap={6}>
        <Title order={3} size="h5">
          Cách ký thông báo
        </Title>
        <Text size="sm">
          Dịch vụ gửi yêu cầu <Code>POST</Code> tới địa chỉ trên với nội dung JSON. Để máy chủ biết thông báo
          là thật, dịch vụ tính chữ ký HMAC-SHA256 của đúng chuỗi nội dung gửi đi bằng khóa bí mật, viết dạng
          hex, và gửi trong header <Code>{`${WEBHOOK_SIGNATURE_HEADER}: sha256=<chữ ký>`}</Code>. Thông báo
          sai chữ ký bị từ chối (lỗi 401).
        </Text>
        <Text size="sm" fw={600}>
          Ví dụ nội dung gửi đi
        </Text>
        <CodeSample label="Ví dụ nội dung JSON">{body}</CodeSample>
        <List size="sm" spacing={2}>
          <List.Item>
            <Code>reference</Code>: mã giao dịch của ngân hàng (bắt buộc, để không tính trùng).
          </List.Item>
          <List.Item>
            <Code>amount</Code>: số tiền nhận được, đồng, số nguyên (bắt buộc; tiền ra bị bỏ qua).
          </List.Item>
          <List.Item>
            <Code>description</Code>: nội dung chuyển khoản, nơi tìm mã chiến dịch.
          </List.Item>
          <List.Item>
            <Code>paidAt</Code>, <Code>senderName</Code>, <Code>accountNumber</Code>: thời gian (ISO 8601),
            tên người chuyển, số tài khoản nhận — không bắt buộc.
          </List.Item>
        </List>
        {query.data ? (
          <>
            <Text size="sm" fw={600}>
              Ví dụ ký và gửi (Node.js)
            </Text>
            <CodeSample label="Ví dụ ký và gửi">{signingSample(query.data.url, body)}</CodeSample>
          </>
        ) : null}
      </Stack>
      <Alert color="blue" variant="light" icon={<IconInfoCircle size={20} />}>
        Chưa có dịch vụ báo có? Bạn vẫn có thể tải sao kê từ ngân hàng và dùng mục “Nhập sao kê”.
      </Alert>
    </Stack>
  );
}
