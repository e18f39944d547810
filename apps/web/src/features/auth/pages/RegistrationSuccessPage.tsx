import { UnderConstruction } from '../../../components/UnderConstruction.tsx';

export function RegistrationSuccessPage() {
  return <UnderConstruction title="Đăng ký thành công" />;
}
