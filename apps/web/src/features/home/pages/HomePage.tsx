import type { Section } from '@giapha/contract';
import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FailedQueryAlert } from '../../../components/QueryErrorAlert.tsx';
import { useSiteSetting } from '../../../lib/site-setting.ts';
import { currentDomain } from '../../../lib/tenant.ts';
import { PUBLIC_SECTIONS_FALLBACK, usePublicSections } from '../../sections/index.ts';
import { CampaignsSection } from '../components/CampaignsSection.tsx';
import { FeaturedPostsSection } from '../components/FeaturedPostsSection.tsx';
import { HeroSection } from '../components/HeroSection.tsx';
import { RichTextSection } from '../components/RichTextSection.tsx';
import { TreeTeaserSection } from '../components/TreeTeaserSection.tsx';
import { UpcomingEventsSection } from '../components/UpcomingEventsSection.tsx';
import classes from './HomePage.module.css';

function HomeSection({ section }: { section: Section }): ReactNode {
  switch (section.type) {
    case 'hero':
      return <HeroSection section={section} />;
    case 'featuredPosts':
      return <FeaturedPostsSection section={section} />;
    case 'treeTeaser':
      return <TreeTeaserSection section={section} />;
    case 'richText':
      return <RichTextSection section={section} />;
    case 'upcomingEvents':
      return <UpcomingEventsSection section={section} />;
    case 'campaigns':
      return <CampaignsSection section={section} />;
  }
}

/** `/`: the clan's home page, built from the blocks its admin arranged (a welcome card without any). */
export function HomePage() {
  // The home page's tab is the site's own name (the server's metadata says the same).
  const { setting } = useSiteSetting();
  if (!setting) return <NoClanCard />;
  return <ClanHome />;
}

function ClanHome() {
  const sections = usePublicSections();
  if (sections.isPending) {
    return (
      <Stack gap="xl" role="status" aria-busy="true" aria-label="Đang tải trang chủ">
        <Skeleton height={340} radius="lg" />
        <Skeleton height={28} width={240} />
        <Skeleton height={180} radius="md" />
      </Stack>
    );
  }
  if (sections.isError) {
    return (
      <Stack gap="xl">
        <FailedQueryAlert title={PUBLIC_SECTIONS_FALLBACK} query={sections} />
        <WelcomeCard />
      </Stack>
    );
  }
  if (sections.data.length === 0) return <WelcomeCard />;
  return (
    <Stack gap={56} className={classes.sections}>
      {sections.data.map((section) => (
        <HomeSection key={section.id} section={section} />
      ))}
    </Stack>
  );
}

/** The homepage step before the clan has arranged any block: its name and the two first steps. */
function WelcomeCard() {
  const { siteName, setting } = useSiteSetting();
  return (
    <Paper withBorder p={{ base: 'lg', sm: 'xl' }} radius="md" className={classes.welcome}>
      <Stack gap="sm">
        <Text c="clan" fw={600} tt="uppercase" size="sm">
          Trang gia phả
        </Text>
        <Title order={1} className={classes.welcomeTitle}>
          {siteName}
        </Title>
        <Text c="dimmed" maw={640}>
          {setting?.slogan ??
            'Nơi con cháu cùng lưu giữ cây gia phả, ngày giỗ, tin tức và những đóng góp cho dòng họ.'}
        </Text>
        <Group gap="sm" mt="xs">
          <Button component={Link} to="/family-tree">
            Xem cây gia phả
          </Button>
          <Button component={Link} to="/auth/register-member" variant="light">
            Đăng ký thành viên
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function NoClanCard() {
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack gap="sm" align="flex-start">
        <Title order={2}>Chưa có dòng họ “{currentDomain()}”</Title>
        <Text c="dimmed">
          Địa chỉ này chưa thuộc dòng họ nào. Bạn có thể mở trang gia phả cho dòng họ của mình ngay bây giờ.
        </Text>
        <Button component={Link} to="/auth/register">
          Đăng ký dòng họ mới
        </Button>
      </Stack>
    </Paper>
  );
}
