import { MESSAGES } from '@giapha/contract';
import { Button, Loader, Stack, Text } from '@mantine/core';
import { IconHome, IconLogin2 } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/form-errors.ts';
import { usePageTitle } from '../../../lib/site-setting.ts';
import { useVerifyEmail } from '../api/verifyEmail.ts';
import { AuthResult } from '../components/AuthResult.tsx';
import { AUTH_TEXT } from '../texts.ts';

const loginAndHome = (
  <>
    <Button fullWidth component={Link} to="/auth/login" leftSection={<IconLogin2 size={18} />}>
      Đăng nhập
    </Button>
    <Button fullWidth component={Link} to="/" variant="default" leftSection={<IconHome size={18} />}>
      Về trang chủ
    </Button>
  </>
);

/** The link in the verification mail: ?token=…&domain=… (the domain is adopted when the app starts). */
export function VerifyEmailPage() {
  usePageTitle('Xác thực email');
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const verification = useVerifyEmail(token);

  if (token && verification.isPending) {
    return (
      <Stack align="center" gap="md" py="xl" aria-busy="true">
        <Loader />
        <Text c="dimmed">Đang xác thực email…</Text>
      </Stack>
    );
  }
  if (token && verification.isSuccess) {
    return (
      <AuthResult kind="success" title={MESSAGES.verifyEmailSuccess} actions={loginAndHome}>
        <Text inherit>Địa chỉ email của bạn đã được xác thực. Mời bạn đăng nhập để tiếp tục.</Text>
      </AuthResult>
    );
  }
  return (
    <AuthResult kind="error" title={AUTH_TEXT.verifyEmailFailed} actions={loginAndHome}>
      <Text inherit>
        {token ? errorMessage(verification.error, MESSAGES.generic) : MESSAGES.verifyTokenInvalid}
      </Text>
      <Text inherit>Nếu bạn đã xác thực trước đó, bạn có thể đăng nhập bình thường.</Text>
    </AuthResult>
  );
}
