import { Button, Text } from '@mantine/core';
import { IconHome, IconLogin2 } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { usePageTitle } from '../../../lib/site-setting.ts';
import { AuthResult } from '../components/AuthResult.tsx';
import { registrationSuccessState } from '../schemas.ts';

/** After a member's registration: verify the email, then wait for an admin's approval. */
export function MemberRegistrationSuccessPage() {
  usePageTitle('Đăng ký thành viên thành công');
  const parsed = registrationSuccessState.safeParse(useLocation().state);
  const registered = parsed.success ? parsed.data : undefined;
  return (
    <AuthResult
      kind="success"
      title="Đăng ký thành viên thành công"
      actions={
        <>
          <Button fullWidth component={Link} to="/" leftSection={<IconHome size={18} />}>
            Về trang chủ
          </Button>
          <Button
            fullWidth
            component={Link}
            to="/auth/login"
            variant="default"
            leftSection={<IconLogin2 size={18} />}
          >
            Đến trang đăng nhập
          </Button>
        </>
      }
    >
      <Text inherit>
        Yêu cầu tham gia{' '}
        {registered ? (
          <Text span inherit fw={600} c="var(--mantine-color-text)">
            {registered.clanName}
          </Text>
        ) : (
          'dòng họ'
        )}{' '}
        của bạn đã được gửi. Quản trị viên dòng họ sẽ xem xét và duyệt tài khoản; sau khi được duyệt bạn mới
        đăng nhập được.
      </Text>
      <Text inherit>
        Chúng tôi cũng đã gửi thư xác thực tới{' '}
        {registered ? (
          <Text span inherit fw={600} c="var(--mantine-color-text)" style={{ overflowWrap: 'anywhere' }}>
            {registered.email}
          </Text>
        ) : (
          'email của bạn'
        )}
        . Vui lòng mở thư và bấm vào liên kết để xác thực địa chỉ email.
      </Text>
    </AuthResult>
  );
}
