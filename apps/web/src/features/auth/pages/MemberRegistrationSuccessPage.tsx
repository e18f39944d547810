import { UnderConstruction } from '../../../components/UnderConstruction.tsx';

export function MemberRegistrationSuccessPage() {
  return <UnderConstruction title="Đăng ký thành viên thành công" />;
}
