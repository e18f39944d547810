import '@mantine/dates/styles.css';
import 'dayjs/locale/vi';
import type { ClanEvent } from '@giapha/contract';
import { Button, Stack, Text } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { CoverImagePanel, SummaryAndContentFields } from '../../../components/CoverAndContentFields.tsx';
import { FormCard } from '../../../components/FormCard.tsx';
import { FormTextInput } from '../../../components/FormTextFields.tsx';
import {
  RecordFormLayout,
  type ReloadableFormProps,
  TitleAndSlugFields,
} from '../../../components/RecordFormFields.tsx';
import { SidePanel } from '../../../components/SidePanel.tsx';
import { useSiteSetting } from '../../../lib/site-setting.ts';
import { eventPath } from '../publicPaths.ts';
import { EventDateFields } from './EventDateFields.tsx';
import { EventTemplatePicker } from './EventTemplatePicker.tsx';
import { useEventForm } from './useEventForm.ts';

export interface EventFormProps extends ReloadableFormProps {
  /** The event being edited; none for a new one. */
  event?: ClanEvent;
}

/**
 * Creating or editing an event: a template (Giỗ Tổ, Thanh Minh, Tết) to start from, the title and
 * address, how its date is given (solar, lunar, a lunar day every year — a person's giỗ — or Thanh
 * Minh), times, place, cover, summary and description.
 */
export function EventForm({ event, ...reload }: EventFormProps) {
  const { setting } = useSiteSetting();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const state = useEventForm(event);
  const { form, watched } = state;
  const { errors } = form.formState;

  // The clan's setting chooses the picker's day order (DESIGN §12); the spec's default is month first.
  const dayFirst = setting?.dateFormat === 'dd/mm/yy';
  const valueFormat = dayFirst ? 'DD/MM/YYYY' : 'MM/DD/YYYY';

  return (
    <DatesProvider settings={{ locale: 'vi', firstDayOfWeek: dayFirst ? 1 : 0 }}>
      <RecordFormLayout
        label={event ? 'Sửa sự kiện' : 'Thêm sự kiện'}
        onSubmit={state.submit}
        state={state}
        {...reload}
        main={
          <Stack gap="md">
            {event ? null : (
              <EventTemplatePicker template={watched.template} onChoose={state.chooseTemplate} />
            )}
            <FormCard>
              <TitleAndSlugFields
                title={{ label: 'Tên sự kiện', placeholder: 'Ví dụ: Giỗ cụ Tổ, Họp mặt đầu xuân' }}
                address={{ addressLabel: 'Địa chỉ sự kiện', path: eventPath }}
                fields={state}
                slug={watched.slug}
                errors={errors}
              />
              <EventDateFields
                form={form}
                setValue={state.setValue}
                pickPerson={state.pickPerson}
                today={state.today}
                phone={phone}
                valueFormat={valueFormat}
              />
              <FormTextInput
                form={form}
                name="location"
                label="Địa điểm"
                placeholder="Ví dụ: Nhà thờ họ, thôn Đông, xã Yên Sở"
                autoComplete="off"
              />
            </FormCard>
            <FormCard>
              <SummaryAndContentFields
                control={form.control}
                summaryName="summary"
                summaryDescription="Hiện trên lịch, trang chủ và khi chia sẻ lên Facebook, Zalo"
                contentName="description"
                contentLabel="Nội dung chi tiết"
                contentPlaceholder="Chương trình buổi lễ, phân công, đóng góp…"
                contentHeight={phone ? 200 : 280}
              />
            </FormCard>
          </Stack>
        }
        aside={
          <>
            <SidePanel headingId="event-save-title" heading="Lưu sự kiện">
              <Text size="sm" c="dimmed">
                Sự kiện hiện ngay trên lịch của dòng họ sau khi lưu.
              </Text>
              <Button
                type="submit"
                loading={state.saving}
                disabled={state.saving}
                fullWidth
                leftSection={<IconDeviceFloppy size={16} />}
              >
                {event ? 'Lưu thay đổi' : 'Tạo sự kiện'}
              </Button>
            </SidePanel>
            <CoverImagePanel
              control={form.control}
              name="coverImage"
              headingId="event-cover-title"
              label="Ảnh bìa sự kiện"
              description="Ảnh nhà thờ họ, buổi lễ năm trước…"
            />
          </>
        }
      />
    </DatesProvider>
  );
}
