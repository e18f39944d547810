import { UnderConstruction } from '../../../components/UnderConstruction.tsx';

export function UsersPage() {
  return <UnderConstruction title="Thành viên" />;
}
