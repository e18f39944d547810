import { MESSAGES, type PublicBlog } from '@giapha/contract';
import { Badge, Divider, Group, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconCalendar, IconEye, IconFileOff, IconUser } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import {
  DetailCover,
  DetailFooterLink,
  DetailSkeleton,
  DetailSummary,
  DetailTitle,
  isNotFound,
  PublicDetailPage,
  TextLinesSkeleton,
} from '../../../components/public-detail/PublicDetailPage.tsx';
import { RichContent } from '../../../components/RichContent.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { usePublicBlog } from '../api/publicBlog.ts';
import { categoryPath, slugFromParam } from '../publicPaths.ts';
import classes from './BlogDetailPage.module.css';

const ARTICLE_WIDTH = 760;

/** `/blogs/{slug}.html`: one published post. */
export function BlogDetailPage() {
  const query = usePublicBlog(slugFromParam(useParams().slug));
  return (
    <PublicDetailPage
      query={query}
      isMissing={isNotFound}
      missing={{
        icon: <IconFileOff size={32} />,
        title: MESSAGES.blogNotFound,
        description: 'Bài viết này không tồn tại, chưa được đăng hoặc đã bị gỡ xuống.',
        back: { to: '/blogs', label: 'Về trang tin tức' },
      }}
      errorTitle="Không thể tải bài viết"
      back={{ to: '/blogs', label: 'Tất cả tin tức' }}
      maw={ARTICLE_WIDTH}
      skeleton={<ArticleSkeleton />}
    >
      {(blog) => <Article blog={blog} />}
    </PublicDetailPage>
  );
}

function Article({ blog }: { blog: PublicBlog }) {
  const date = blog.publishedAt ? formatDate(blog.publishedAt) : '';
  return (
    <article>
      <Stack gap="sm">
        {blog.category ? (
          <Badge
            component={Link}
            to={categoryPath(blog.category.slug)}
            variant="light"
            color="clan"
            radius="sm"
            tt="none"
            size="lg"
            style={{ cursor: 'pointer', alignSelf: 'flex-start' }}
          >
            {blog.category.name}
          </Badge>
        ) : null}
        <DetailTitle>{blog.title}</DetailTitle>
        <Group gap="md" c="dimmed" className={classes.meta}>
          {date ? <Meta icon={<IconCalendar size={16} />} label="Ngày đăng" text={date} /> : null}
          {blog.author ? (
            <Meta icon={<IconUser size={16} />} label="Người viết" text={blog.author.name} />
          ) : null}
          <Meta
            icon={<IconEye size={16} />}
            label="Lượt xem"
            text={`${blog.viewCount.toLocaleString('vi-VN')} lượt xem`}
          />
        </Group>
        <Divider color="gold.4" size="sm" />
        {blog.summary ? <DetailSummary>{blog.summary}</DetailSummary> : null}
        {blog.coverImage ? <DetailCover src={blog.coverImage} maxHeight={480} /> : null}
        <RichContent html={blog.content} />
      </Stack>
      <DetailFooterLink to="/blogs">Xem các tin tức khác</DetailFooterLink>
    </article>
  );
}

function Meta({ icon, label, text }: { icon: ReactNode; label: string; text: string }) {
  return (
    <Group gap={6} wrap="nowrap" title={label}>
      {icon}
      <Text size="sm" span>
        <VisuallyHidden>{label}: </VisuallyHidden>
        {text}
      </Text>
    </Group>
  );
}

function ArticleSkeleton() {
  return (
    <DetailSkeleton label="Đang tải bài viết">
      <Skeleton height={22} width={120} />
      <Skeleton height={36} />
      <Skeleton height={36} width="60%" />
      <Skeleton height={14} width="50%" mt="xs" />
      <Skeleton height={280} mt="md" />
      <TextLinesSkeleton lines={5} />
    </DetailSkeleton>
  );
}
