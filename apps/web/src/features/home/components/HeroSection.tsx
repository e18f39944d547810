import type { Section } from '@giapha/contract';
import { Text, Title } from '@mantine/core';
import clsx from 'clsx';
import { RichContent } from '../../../components/RichContent.tsx';
import { SiteLinkButton } from '../../../components/SiteLink.tsx';
import { useSiteSetting } from '../../../lib/site-setting.ts';
import classes from './HeroSection.module.css';

/** The big banner: the block's picture (else the site's banner, else red and gold), title and greeting. */
export function HeroSection({ section }: { section: Section }) {
  const { setting, siteName } = useSiteSetting();
  const image = section.imageUrl ?? setting?.banner ?? null;
  const subtitle = section.subtitle ?? setting?.slogan ?? null;
  return (
    <section className={clsx(classes.hero, image && classes.withImage)} data-section="hero">
      {image ? <img src={image} alt="" className={classes.image} /> : null}
      <div className={classes.body}>
        <Title order={1} className={classes.title}>
          {section.title ?? siteName}
        </Title>
        <div className={classes.ornament} aria-hidden="true">
          ◆
        </div>
        {subtitle ? <Text className={classes.subtitle}>{subtitle}</Text> : null}
        {section.content ? <RichContent html={section.content} className={classes.content} /> : null}
        {section.linkUrl ? (
          <SiteLinkButton url={section.linkUrl} color="gold.6" size="md" radius="xl" mt="lg">
            {section.linkLabel ?? 'Xem thêm'}
          </SiteLinkButton>
        ) : null}
      </div>
    </section>
  );
}
