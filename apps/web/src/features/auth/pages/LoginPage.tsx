import { UnderConstruction } from '../../../components/UnderConstruction.tsx';

export function LoginPage() {
  return <UnderConstruction title="Đăng nhập" />;
}
