import { Button, CopyButton, Group } from '@mantine/core';
import { IconBrandApple, IconBrandGoogle, IconCheck, IconCopy } from '@tabler/icons-react';
import { type FeedAddresses, googleCalendarUrl } from '../api/calendar.ts';

/** "Thêm vào Google Calendar", "Thêm vào Apple/iPhone" and "Sao chép địa chỉ" for one feed. */
export function FeedButtons({ feed }: { feed: FeedAddresses }) {
  return (
    <Group gap="xs">
      <Button
        component="a"
        href={googleCalendarUrl(feed)}
        target="_blank"
        rel="noopener noreferrer"
        variant="light"
        leftSection={<IconBrandGoogle size={18} aria-hidden />}
      >
        Thêm vào Google Calendar
      </Button>
      <Button
        component="a"
        href={feed.webcalUrl}
        variant="light"
        leftSection={<IconBrandApple size={18} aria-hidden />}
      >
        Thêm vào Apple/iPhone
      </Button>
      <CopyButton value={feed.url} timeout={2000}>
        {({ copied, copy }) => (
          <Button
            variant="default"
            onClick={copy}
            leftSection={copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
          >
            {copied ? 'Đã sao chép' : 'Sao chép địa chỉ'}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
