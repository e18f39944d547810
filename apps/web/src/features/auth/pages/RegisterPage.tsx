import { UnderConstruction } from '../../../components/UnderConstruction.tsx';

export function RegisterPage() {
  return <UnderConstruction title="Đăng ký dòng họ" />;
}
