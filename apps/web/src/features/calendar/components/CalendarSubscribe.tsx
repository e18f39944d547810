import { List, Stack, Text, Title } from '@mantine/core';
import { SectionPanel } from '../../../components/SectionPanel.tsx';
import { publicFeedAddresses } from '../api/calendar.ts';
import { FeedButtons } from './FeedButtons.tsx';

const TITLE_ID = 'calendar-subscribe-title';

/** /events: "Theo dõi lịch giỗ của dòng họ" — the clan's public feed in a phone's calendar. */
export function CalendarSubscribe() {
  const feed = publicFeedAddresses();
  return (
    <SectionPanel titleId={TITLE_ID}>
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h4" id={TITLE_ID}>
            Theo dõi lịch giỗ của dòng họ
          </Title>
          <Text size="sm" c="dimmed">
            Ngày giỗ (tính theo âm lịch Việt Nam) và sự kiện của dòng họ trong 5 năm tới hiện trong lịch của
            điện thoại, tự cập nhật khi dòng họ thêm thông tin.
          </Text>
        </Stack>
        <FeedButtons feed={feed} />
        <List size="sm" spacing={4}>
          <List.Item>Google Calendar: bấm nút, rồi chọn “Thêm” trên trang Google Calendar.</List.Item>
          <List.Item>iPhone, iPad, máy Mac: bấm “Thêm vào Apple/iPhone”, rồi chọn “Đăng ký”.</List.Item>
          <List.Item>Lịch khác: sao chép địa chỉ và dán vào mục “Thêm lịch theo URL”.</List.Item>
        </List>
      </Stack>
    </SectionPanel>
  );
}
