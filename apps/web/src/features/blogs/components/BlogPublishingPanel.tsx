import type { Blog, BlogStateFilter } from '@giapha/contract';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { DatesProvider, DateTimePicker } from '@mantine/dates';
import { IconCalendarTime, IconDeviceFloppy, IconEyeOff, IconSend } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useSiteSetting } from '../../../lib/site-setting.ts';
import { BLOG_STATE_LABELS } from '../texts.ts';
import { BlogStateBadge, formatDateTime } from './BlogAdminState.tsx';
import { schedulePresets } from './blogFormTiming.ts';
import type { BlogFormApi, useBlogForm } from './useBlogForm.ts';

interface BlogPublishingPanelProps {
  form: BlogFormApi;
  /** The post being edited; none for a new one. */
  blog: Blog | undefined;
  state: BlogStateFilter;
  saveButton: ReturnType<typeof useBlogForm>['saveButton'];
  phone: boolean;
}

/**
 * "Đăng bài": where the post stands, the time it goes out, and the buttons that save it as a draft,
 * now or on a schedule (a draft), or keep it, publish it now or take it back (a published post).
 */
export function BlogPublishingPanel({ form, blog, state, saveButton, phone }: BlogPublishingPanelProps) {
  const { setting } = useSiteSetting();
  // The clan's setting chooses the picker's day order (DESIGN §12); the spec's default is month first.
  const dayFirst = setting?.dateFormat === 'dd/mm/yy';
  const presets = useMemo(() => schedulePresets(), []);
  const pickerDescription =
    state === 'draft'
      ? 'Chọn thời điểm rồi bấm “Lên lịch đăng”: bài viết tự hiện trên trang khi đến giờ.'
      : 'Đổi thời điểm rồi bấm “Lưu thay đổi”. Một thời điểm trong tương lai sẽ ẩn bài đến lúc đó.';

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="blog-publishing-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="blog-publishing-title">
            Đăng bài
          </Title>
          {blog ? (
            <BlogStateBadge blog={blog} />
          ) : (
            <Badge variant="light" color="gray" tt="none">
              Bài viết mới
            </Badge>
          )}
        </Group>
        {blog && state !== 'draft' ? (
          <Text size="sm" c="dimmed">
            {state === 'scheduled' ? 'Sẽ hiện trên trang lúc' : 'Đã đăng lúc'}{' '}
            {formatDateTime(blog.publishedAt)}
          </Text>
        ) : null}
        <Controller
          control={form.control}
          name="publishAt"
          render={({ field, fieldState }) => (
            <DatesProvider settings={{ locale: 'vi', firstDayOfWeek: dayFirst ? 1 : 0 }}>
              <DateTimePicker
                label="Thời gian đăng"
                description={pickerDescription}
                placeholder="Chọn ngày và giờ"
                valueFormat={dayFirst ? 'DD/MM/YYYY HH:mm' : 'MM/DD/YYYY HH:mm'}
                leftSection={<IconCalendarTime size={16} />}
                clearable
                clearButtonProps={{ 'aria-label': 'Xóa thời gian đăng' }}
                presets={presets}
                dropdownType={phone ? 'modal' : 'popover'}
                submitButtonProps={{ 'aria-label': 'Chọn thời gian này' }}
                value={field.value ?? null}
                onChange={(value) => {
                  field.onChange(value);
                  form.clearErrors('publishAt');
                }}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            </DatesProvider>
          )}
        />
        {state === 'draft' ? (
          <Stack gap="xs">
            <Button leftSection={<IconSend size={16} />} {...saveButton('publishNow')}>
              Đăng ngay
            </Button>
            <Button variant="light" leftSection={<IconCalendarTime size={16} />} {...saveButton('schedule')}>
              Lên lịch đăng
            </Button>
            <Button variant="default" leftSection={<IconDeviceFloppy size={16} />} {...saveButton('draft')}>
              Lưu nháp
            </Button>
          </Stack>
        ) : (
          <Stack gap="xs">
            <Button leftSection={<IconDeviceFloppy size={16} />} {...saveButton('save')}>
              Lưu thay đổi
            </Button>
            {state === 'scheduled' ? (
              <Button variant="light" leftSection={<IconSend size={16} />} {...saveButton('publishNow')}>
                Đăng ngay
              </Button>
            ) : null}
            <Button variant="default" leftSection={<IconEyeOff size={16} />} {...saveButton('draft')}>
              Chuyển về bản nháp
            </Button>
          </Stack>
        )}
        <Text size="xs" c="dimmed">
          {state === 'draft'
            ? `${BLOG_STATE_LABELS.draft}: chỉ quản trị viên nhìn thấy.`
            : 'Bài viết chuyển về bản nháp sẽ không còn hiện trên trang.'}
        </Text>
      </Stack>
    </Paper>
  );
}
