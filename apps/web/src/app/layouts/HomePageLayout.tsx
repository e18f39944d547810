import { Outlet } from 'react-router';
import { SiteFooter, SiteHeader } from '../../components/SiteHeader.tsx';
import classes from './layouts.module.css';

/** Full-width pages of the public site (the 404 page): header and footer, no container. */
export function HomePageLayout() {
  return (
    <div className={classes.site} data-layout="home-page">
      <SiteHeader />
      <main className={classes.main}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
