import type { Section } from '@giapha/contract';
import { Anchor, Group } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SectionTitle } from './SectionTitle.tsx';

interface HomeSectionProps {
  section: Section;
  /** The block's kind, for `data-section`. */
  kind: Section['type'];
  title: ReactNode;
  /** The link beside the title, to the page with all of it. */
  more?: { to: string; label: string };
  children: ReactNode;
}

/** A block of the home page: its heading (with the admin's subtitle and a link to more), then its body. */
export function HomeSection({ section, kind, title, more, children }: HomeSectionProps) {
  const titleId = `section-${section.id}`;
  return (
    <section aria-labelledby={titleId} data-section={kind}>
      <SectionTitle
        id={titleId}
        description={section.subtitle}
        action={
          more ? (
            <Anchor component={Link} to={more.to} fw={600} size="sm">
              <Group gap={4} wrap="nowrap" component="span">
                {more.label}
                <IconArrowRight size={16} aria-hidden="true" />
              </Group>
            </Anchor>
          ) : undefined
        }
      >
        {title}
      </SectionTitle>
      {children}
    </section>
  );
}
