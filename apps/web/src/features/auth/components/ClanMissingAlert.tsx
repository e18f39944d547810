import { Alert, Anchor } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api.ts';
import { usePublicSetting } from '../../settings/index.ts';
import { AUTH_TEXT } from '../texts.ts';

/** True only when the server says no clan has this site's domain (not on a network failure). */
export function useClanMissing(): boolean {
  const { error } = usePublicSetting();
  return error instanceof ApiError && error.status === 404;
}

/** Shown on the sign-in pages of a site no clan has registered yet. */
export function ClanMissingAlert() {
  return (
    <Alert color="yellow" variant="light" icon={<IconInfoCircle />} title={AUTH_TEXT.noClanTitle}>
      {AUTH_TEXT.noClanBody}{' '}
      <Anchor component={Link} to="/auth/register" fz="sm" fw={600}>
        Đăng ký dòng họ mới
      </Anchor>
    </Alert>
  );
}
