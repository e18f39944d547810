import { SECTION_TYPE_LABELS, type Section } from '@giapha/contract';
import { Button, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowRight, IconCalendarEvent, IconHeartHandshake } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SectionTitle } from './SectionTitle.tsx';

const BLOCKS = {
  upcomingEvents: {
    icon: IconCalendarEvent,
    empty: 'Chưa có sự kiện sắp tới',
    hint: 'Ngày giỗ, lễ hội và các buổi họp mặt của dòng họ sẽ hiện ở đây.',
    to: '/events',
    linkLabel: 'Xem lịch sự kiện',
  },
  campaigns: {
    icon: IconHeartHandshake,
    empty: 'Chưa có chiến dịch gây quỹ nào đang diễn ra',
    hint: 'Các đợt đóng góp xây dựng, tu bổ nhà thờ họ sẽ hiện ở đây.',
    to: '/campaigns',
    linkLabel: 'Xem các chiến dịch',
  },
} as const;

/**
 * Upcoming events and fundraising campaigns: their features come later, so the block shows its
 * title and a friendly empty state with the way to the full list.
 */
export function ComingSoonSection({ section, type }: { section: Section; type: keyof typeof BLOCKS }) {
  const block = BLOCKS[type];
  const Icon = block.icon;
  return (
    <section aria-labelledby={`section-${section.id}`} data-section={type}>
      <SectionTitle id={`section-${section.id}`} description={section.subtitle}>
        {section.title ?? SECTION_TYPE_LABELS[type]}
      </SectionTitle>
      <Paper withBorder radius="md" p="xl">
        <Stack align="center" gap="xs" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" color="gold">
            <Icon size={28} />
          </ThemeIcon>
          <Text fw={600} size="lg">
            {block.empty}
          </Text>
          <Text size="sm" c="dimmed">
            {block.hint}
          </Text>
          <Button component={Link} to={block.to} variant="subtle" rightSection={<IconArrowRight size={16} />}>
            {block.linkLabel}
          </Button>
        </Stack>
      </Paper>
    </section>
  );
}
