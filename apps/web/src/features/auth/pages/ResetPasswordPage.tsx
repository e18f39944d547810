import { UnderConstruction } from '../../../components/UnderConstruction.tsx';

export function ResetPasswordPage() {
  return <UnderConstruction title="Đặt lại mật khẩu" />;
}
