import { Badge, Box, Center, Group, Image, Stack, Text, Title } from '@mantine/core';
import { RichContent } from '../../../components/RichContent.tsx';
import { formatDateTime } from './BlogAdminState.tsx';

export interface BlogFormPreviewProps {
  title: string;
  summary: string;
  coverImage: string | null;
  categoryName: string | null;
  /** When it will show (or the moment of preview for a post published now). */
  publishedAt: string | null;
  authorName: string | null;
  content: string;
}

/** The post as its public page will show it: cover, category, serif title, summary, content in the site's reading typography (the one RichContent). */
export function BlogFormPreview({
  title,
  summary,
  coverImage,
  categoryName,
  publishedAt,
  authorName,
  content,
}: BlogFormPreviewProps) {
  const byline = [formatDateTime(publishedAt), authorName].filter(Boolean).join(' · ');
  return (
    <Box component="article" aria-label="Bản xem trước bài viết" maw={760} mx="auto">
      <Stack gap="md">
        {coverImage ? <Image src={coverImage} alt="" radius="md" mah={420} fit="cover" /> : null}
        {categoryName ? (
          <Group>
            <Badge variant="light" color="gold" tt="none">
              {categoryName}
            </Badge>
          </Group>
        ) : null}
        <Title order={1} size="h1" style={{ overflowWrap: 'anywhere' }}>
          {title.trim() || 'Chưa có tiêu đề'}
        </Title>
        {byline ? (
          <Text size="sm" c="dimmed">
            {byline}
          </Text>
        ) : null}
        {summary.trim() ? (
          <Text size="lg" fs="italic" c="dimmed">
            {summary}
          </Text>
        ) : null}
        {content ? (
          <RichContent html={content} />
        ) : (
          <Center mih={120}>
            <Text c="dimmed">Bài viết chưa có nội dung</Text>
          </Center>
        )}
      </Stack>
    </Box>
  );
}
