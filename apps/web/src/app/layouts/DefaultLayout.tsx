import { Container, Grid, NavLink as MantineNavLink, Paper, Title } from '@mantine/core';
import { IconBuildingBank, IconCategory, IconUser } from '@tabler/icons-react';
import { NavLink, Outlet } from 'react-router';
import { ModalsLayer } from '../../components/ModalsLayer.tsx';
import { SiteFooter, SiteHeader } from '../../components/SiteHeader.tsx';
import classes from './layouts.module.css';

const MEMBER_LINKS = [
  { to: '/settings', label: 'Tài khoản của tôi', icon: IconUser },
  { to: '/settings/ListCategory', label: 'Danh mục', icon: IconCategory },
  { to: '/settings/ListBankAccount', label: 'Tài khoản ngân hàng', icon: IconBuildingBank },
] as const;

/** The members' area: the site header, a side menu, the page. */
export function DefaultLayout() {
  return (
    <ModalsLayer>
      <div className={classes.site} data-layout="default">
        <SiteHeader />
        <main className={classes.main}>
          <Container size="lg">
            <Title order={2} mb="md">
              Khu vực thành viên
            </Title>
            <Grid>
              <Grid.Col span={{ base: 12, sm: 4, md: 3 }}>
                <Paper withBorder p={4} component="nav" aria-label="Khu vực thành viên">
                  {MEMBER_LINKS.map((link) => (
                    <MantineNavLink
                      key={link.to}
                      component={NavLink}
                      to={link.to}
                      end
                      label={link.label}
                      leftSection={<link.icon size={18} />}
                    />
                  ))}
                </Paper>
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 8, md: 9 }}>
                <Outlet />
              </Grid.Col>
            </Grid>
          </Container>
        </main>
        <SiteFooter />
      </div>
    </ModalsLayer>
  );
}
