import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { useSiteSetting } from '../../lib/site-setting.ts';
import classes from './layouts.module.css';

/** Sign-in, registration and password pages: one card under the clan's name. */
export function AuthLayout() {
  const { siteName } = useSiteSetting();
  return (
    <div className={classes.auth} data-layout="auth">
      <Stack gap="lg" className={classes.authCard}>
        <Anchor component={Link} to="/" underline="never" ta="center">
          <Text fw={700} fz="xl" c="clan">
            {siteName}
          </Text>
        </Anchor>
        <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', xs: 'xl' }}>
          <Outlet />
        </Paper>
      </Stack>
    </div>
  );
}
