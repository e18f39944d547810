import { Container } from '@mantine/core';
import { Outlet } from 'react-router';
import { SiteFooter, SiteHeader } from '../../components/SiteHeader.tsx';
import classes from './layouts.module.css';

/** The clan's public site: header, content in a container, footer. */
export function HomeLayout() {
  return (
    <div className={classes.site} data-layout="home">
      <SiteHeader />
      <main className={classes.main}>
        <Container size="lg">
          <Outlet />
        </Container>
      </main>
      <SiteFooter />
    </div>
  );
}
