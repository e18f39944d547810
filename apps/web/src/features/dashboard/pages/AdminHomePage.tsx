import { UnderConstruction } from '../../../components/UnderConstruction.tsx';

export function AdminHomePage() {
  return <UnderConstruction title="Tổng quan" />;
}
