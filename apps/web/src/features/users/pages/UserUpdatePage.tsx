import { UnderConstruction } from '../../../components/UnderConstruction.tsx';

export function UserUpdatePage() {
  return <UnderConstruction title="Sửa thành viên" />;
}
