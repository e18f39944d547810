import { UnderConstruction } from '../../../components/UnderConstruction.tsx';

export function ForgotPasswordPage() {
  return <UnderConstruction title="Quên mật khẩu" />;
}
