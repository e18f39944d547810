import { UnderConstruction } from '../../../components/UnderConstruction.tsx';

export function UserCreatePage() {
  return <UnderConstruction title="Thêm thành viên" />;
}
