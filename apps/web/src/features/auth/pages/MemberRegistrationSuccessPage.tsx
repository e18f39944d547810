import { Button, Text } from '@mantine/core';
import { IconHome, IconLogin2 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/site-setting.ts';
import { AuthResult } from '../components/AuthResult.tsx';
import {
  Highlighted,
  MailRecipient,
  useRegistrationSuccessState,
} from '../components/registration-result.tsx';

/** After a member's registration: verify the email, then wait for an admin's approval. */
export function MemberRegistrationSuccessPage() {
  usePageTitle('Đăng ký thành viên thành công');
  const registered = useRegistrationSuccessState();
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
        Yêu cầu tham gia {registered ? <Highlighted>{registered.clanName}</Highlighted> : 'dòng họ'} của bạn
        đã được gửi. Quản trị viên dòng họ sẽ xem xét và duyệt tài khoản; sau khi được duyệt bạn mới đăng nhập
        được.
      </Text>
      <Text inherit>
        Chúng tôi cũng đã gửi thư xác thực tới <MailRecipient email={registered?.email} />. Vui lòng mở thư và
        bấm vào liên kết để xác thực địa chỉ email.
      </Text>
    </AuthResult>
  );
}
