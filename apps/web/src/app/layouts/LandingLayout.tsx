import { Container, Title } from '@mantine/core';
import { Outlet, useLocation } from 'react-router';
import { SiteFooter, SiteHeader } from '../../components/SiteHeader.tsx';
import { useSiteSetting } from '../SiteSetting.tsx';
import classes from './layouts.module.css';

const TITLES: Record<string, string> = { '/guide': 'Hướng dẫn', '/contact': 'Liên hệ' };

/** Landing pages (guide, contact): a coloured band with the page title above the content. */
export function LandingLayout() {
  const { pathname } = useLocation();
  const { siteName } = useSiteSetting();
  return (
    <div className={classes.site} data-layout="landing">
      <SiteHeader />
      <section className={classes.hero}>
        <Container size="lg">
          <Title order={1}>{TITLES[pathname] ?? siteName}</Title>
        </Container>
      </section>
      <main className={classes.main}>
        <Container size="lg">
          <Outlet />
        </Container>
      </main>
      <SiteFooter />
    </div>
  );
}
