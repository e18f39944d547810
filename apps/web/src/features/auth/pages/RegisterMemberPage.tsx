import { UnderConstruction } from '../../../components/UnderConstruction.tsx';

export function RegisterMemberPage() {
  return <UnderConstruction title="Đăng ký thành viên" />;
}
