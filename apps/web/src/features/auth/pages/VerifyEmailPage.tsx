import { UnderConstruction } from '../../../components/UnderConstruction.tsx';

export function VerifyEmailPage() {
  return <UnderConstruction title="Xác thực email" />;
}
