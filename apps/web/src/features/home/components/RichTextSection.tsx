import type { Section } from '@giapha/contract';
import { RichContent } from '../../../components/RichContent.tsx';
import { SiteLinkButton } from '../../../components/SiteLink.tsx';
import { SectionTitle } from './SectionTitle.tsx';

/** Free text the admin wrote (history of the clan, a greeting…), sanitized by the server. */
export function RichTextSection({ section }: { section: Section }) {
  return (
    <section aria-labelledby={section.title ? `section-${section.id}` : undefined} data-section="richText">
      {section.title ? (
        <SectionTitle id={`section-${section.id}`} description={section.subtitle}>
          {section.title}
        </SectionTitle>
      ) : null}
      {section.content ? <RichContent html={section.content} /> : null}
      {section.linkUrl ? (
        <SiteLinkButton url={section.linkUrl} variant="light" mt="md">
          {section.linkLabel ?? 'Xem thêm'}
        </SiteLinkButton>
      ) : null}
    </section>
  );
}
