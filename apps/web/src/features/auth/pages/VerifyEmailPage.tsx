import { MESSAGES } from '@giapha/contract';
import { Loader, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/form-errors.ts';
import { usePageTitle } from '../../../lib/site-setting.ts';
import { useVerifyEmail } from '../api/verifyEmail.ts';
import { AuthResult } from '../components/AuthResult.tsx';
import { LoginAndHomeActions } from '../components/registration-result.tsx';
import { AUTH_TEXT } from '../texts.ts';

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
      <AuthResult kind="success" title={MESSAGES.verifyEmailSuccess} actions={<LoginAndHomeActions />}>
        <Text inherit>Địa chỉ email của bạn đã được xác thực. Mời bạn đăng nhập để tiếp tục.</Text>
      </AuthResult>
    );
  }
  return (
    <AuthResult kind="error" title={AUTH_TEXT.verifyEmailFailed} actions={<LoginAndHomeActions />}>
      <Text inherit>
        {token ? errorMessage(verification.error, MESSAGES.generic) : MESSAGES.verifyTokenInvalid}
      </Text>
      <Text inherit>Nếu bạn đã xác thực trước đó, bạn có thể đăng nhập bình thường.</Text>
    </AuthResult>
  );
}
