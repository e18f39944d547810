import { MESSAGES, type PublicBlog } from '@giapha/contract';
import {
  Anchor,
  Badge,
  Box,
  Button,
  Divider,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconArrowLeft, IconCalendar, IconEye, IconFileOff, IconUser } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { QueryErrorAlert } from '../../../components/QueryErrorAlert.tsx';
import { RichContent } from '../../../components/RichContent.tsx';
import { ApiError } from '../../../lib/api.ts';
import { formatDate } from '../../../lib/dates.ts';
import { usePageTitle } from '../../../lib/site-setting.ts';
import { usePublicBlog } from '../api/publicBlog.ts';
import { categoryPath, slugFromParam } from '../publicPaths.ts';
import classes from './BlogDetailPage.module.css';

const ARTICLE_WIDTH = 760;

/** `/blogs/{slug}.html`: one published post. */
export function BlogDetailPage() {
  const slug = slugFromParam(useParams().slug);
  const query = usePublicBlog(slug);
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  usePageTitle(query.data?.title ?? (notFound ? MESSAGES.blogNotFound : null));

  let body: ReactNode;
  if (query.isPending) body = <ArticleSkeleton />;
  else if (notFound) body = <BlogNotFound />;
  else if (query.isError)
    body = (
      <QueryErrorAlert
        title="Không thể tải bài viết"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else body = <Article blog={query.data} />;

  return (
    <Box maw={ARTICLE_WIDTH} mx="auto">
      <Anchor component={Link} to="/blogs" size="sm" fw={500} mb="md" className={classes.back}>
        <IconArrowLeft size={16} aria-hidden="true" />
        Tất cả tin tức
      </Anchor>
      {body}
    </Box>
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
        <Title order={1} className={classes.title}>
          {blog.title}
        </Title>
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
        {blog.summary ? (
          <Text size="lg" fw={500} className={classes.summary}>
            {blog.summary}
          </Text>
        ) : null}
        {blog.coverImage ? <img src={blog.coverImage} alt="" className={classes.cover} /> : null}
        <RichContent html={blog.content} />
      </Stack>
      <Divider my="xl" color="gold.4" />
      <Button component={Link} to="/blogs" variant="light" leftSection={<IconArrowLeft size={16} />}>
        Xem các tin tức khác
      </Button>
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

function BlogNotFound() {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color="clan">
          <IconFileOff size={32} />
        </ThemeIcon>
        <Title order={2}>{MESSAGES.blogNotFound}</Title>
        <Text c="dimmed">Bài viết này không tồn tại, chưa được đăng hoặc đã bị gỡ xuống.</Text>
        <Button component={Link} to="/blogs" variant="light" leftSection={<IconArrowLeft size={16} />}>
          Về trang tin tức
        </Button>
      </Stack>
    </Paper>
  );
}

function ArticleSkeleton() {
  return (
    <Stack gap="sm" aria-busy="true" aria-label="Đang tải bài viết">
      <Skeleton height={22} width={120} />
      <Skeleton height={36} />
      <Skeleton height={36} width="60%" />
      <Skeleton height={14} width="50%" mt="xs" />
      <Skeleton height={280} mt="md" />
      {[0, 1, 2, 3, 4].map((line) => (
        <Skeleton key={line} height={14} width={line === 4 ? '70%' : '100%'} />
      ))}
    </Stack>
  );
}
