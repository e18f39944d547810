import { Container, Text, Title } from '@mantine/core';
import { Outlet, useLocation } from 'react-router';
import { RegisterClanCallout } from '../../components/RegisterClanCallout.tsx';
import { SiteFooter, SiteHeader } from '../../components/SiteHeader.tsx';
import { useSiteSetting } from '../../lib/site-setting.ts';
import classes from './layouts.module.css';

const TITLES: Record<string, { title: string; lead: string }> = {
  '/guide': {
    title: 'Hướng dẫn sử dụng',
    lead: 'Từng bước xem gia phả, đọc tin tức và đăng ký làm thành viên của dòng họ.',
  },
  '/contact': { title: 'Liên hệ', lead: 'Cách liên lạc với ban quản trị và nhà thờ họ.' },
};

/** Landing pages (guide, contact): a red and gold band with the page title above the content. */
export function LandingLayout() {
  const { pathname } = useLocation();
  const { siteName } = useSiteSetting();
  const heading = TITLES[pathname];
  return (
    <div className={classes.site} data-layout="landing">
      <SiteHeader />
      <section className={classes.hero}>
        <Container size="lg">
          <Title order={1} className={classes.heroTitle}>
            {heading?.title ?? siteName}
          </Title>
          {heading ? <Text className={classes.heroLead}>{heading.lead}</Text> : null}
        </Container>
      </section>
      <main className={classes.main}>
        <Container size="lg">
          <Outlet />
          <RegisterClanCallout />
        </Container>
      </main>
      <SiteFooter />
    </div>
  );
}
