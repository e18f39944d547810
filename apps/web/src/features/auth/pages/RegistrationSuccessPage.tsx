import { Anchor, Text } from '@mantine/core';
import { usePageTitle } from '../../../lib/site-setting.ts';
import { clanHomeUrl } from '../../../lib/tenant.ts';
import { AuthResult } from '../components/AuthResult.tsx';
import {
  Highlighted,
  LoginAndHomeActions,
  MailRecipient,
  useRegistrationSuccessState,
} from '../components/registration-result.tsx';

/** After registering a clan: where the verification mail went, and the way to sign in. */
export function RegistrationSuccessPage() {
  usePageTitle('Đăng ký dòng họ thành công');
  const registered = useRegistrationSuccessState();
  const homeUrl = registered ? clanHomeUrl(registered.domain) : null;
  return (
    <AuthResult kind="mail" title="Đăng ký dòng họ thành công" actions={<LoginAndHomeActions />}>
      {registered ? (
        <Text inherit>
          Trang gia phả của <Highlighted>{registered.clanName}</Highlighted> đã được tạo với tên miền{' '}
          <Highlighted>{registered.domain}</Highlighted>.
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
        Chúng tôi đã gửi thư xác thực tới <MailRecipient email={registered?.email} />. Vui lòng mở thư và bấm
        vào liên kết để xác thực địa chỉ email (nhớ xem cả thư mục thư rác).
      </Text>
      <Text inherit>Bạn có thể đăng nhập ngay bằng tài khoản quản trị vừa tạo.</Text>
    </AuthResult>
  );
}
