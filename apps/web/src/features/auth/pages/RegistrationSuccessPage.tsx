import { Anchor, Button, Text } from '@mantine/core';
import { IconHome, IconLogin2 } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { usePageTitle } from '../../../lib/site-setting.ts';
import { clanHomeUrl } from '../../../lib/tenant.ts';
import { AuthResult } from '../components/AuthResult.tsx';
import { registrationSuccessState } from '../schemas.ts';

/** After registering a clan: where the verification mail went, and the way to sign in. */
export function RegistrationSuccessPage() {
  usePageTitle('Đăng ký dòng họ thành công');
  // Opened directly (no router state) the page still reads well, just without names.
  const parsed = registrationSuccessState.safeParse(useLocation().state);
  const registered = parsed.success ? parsed.data : undefined;
  const homeUrl = registered ? clanHomeUrl(registered.domain) : null;
  return (
    <AuthResult
      kind="mail"
      title="Đăng ký dòng họ thành công"
      actions={
        <>
          <Button fullWidth component={Link} to="/auth/login" leftSection={<IconLogin2 size={18} />}>
            Đăng nhập
          </Button>
          <Button fullWidth component={Link} to="/" variant="default" leftSection={<IconHome size={18} />}>
            Về trang chủ
          </Button>
        </>
      }
    >
      {registered ? (
        <Text inherit>
          Trang gia phả của{' '}
          <Text span inherit fw={600} c="var(--mantine-color-text)">
            {registered.clanName}
          </Text>{' '}
          đã được tạo với tên miền{' '}
          <Text span inherit fw={600} c="var(--mantine-color-text)">
            {registered.domain}
          </Text>
          .
        </Text>
      ) : null}
      {registered && homeUrl ? (
        <Text inherit>
          Địa chỉ để gửi cho con cháu:{' '}
          <Anchor href={homeUrl} fw={600} style={{ overflowWrap: 'anywhere' }}>
            {homeUrl}
          </Anchor>
        </Text>
      ) : null}
      {registered ? null : <Text inherit>Trang gia phả của dòng họ bạn đã được tạo.</Text>}
      <Text inherit>
        Chúng tôi đã gửi thư xác thực tới{' '}
        {registered ? (
          <Text span inherit fw={600} c="var(--mantine-color-text)" style={{ overflowWrap: 'anywhere' }}>
            {registered.email}
          </Text>
        ) : (
          'email của bạn'
        )}
        . Vui lòng mở thư và bấm vào liên kết để xác thực địa chỉ email (nhớ xem cả thư mục thư rác).
      </Text>
      <Text inherit>Bạn có thể đăng nhập ngay bằng tài khoản quản trị vừa tạo.</Text>
    </AuthResult>
  );
}
