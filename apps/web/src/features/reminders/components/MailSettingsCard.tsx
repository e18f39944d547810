import {
  MAX_REMINDER_LEADS,
  type MyReminders,
  REMINDER_DAY_CHOICES,
  type UpdateRemindersBody,
} from '@giapha/contract';
import { Chip, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { SectionPanel } from '../../../components/SectionPanel.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useSaveReminders } from '../api/reminders.ts';
import { leadLabel, REMINDERS_FALLBACK } from '../texts.ts';

const TITLE_ID = 'reminder-mail-title';

/** The days the chips offer: the usual ones, and any other day the member saved before. */
function dayChoices(saved: readonly number[]): number[] {
  return [...new Set<number>([...REMINDER_DAY_CHOICES, ...saved])].sort((a, b) => b - a);
}

/** /settings/reminders: mail on or off, how many days ahead (at most 3), and clan events or not. Saved at once. */
export function MailSettingsCard({ settings }: { settings: MyReminders }) {
  const save = useSaveReminders();
  const shown: UpdateRemindersBody = save.isPending && save.variables ? save.variables : settings;
  const days = shown.daysAhead;

  const change = (patch: Partial<UpdateRemindersBody>) => {
    save.mutate(
      {
        mailEnabled: shown.mailEnabled,
        daysAhead: shown.daysAhead,
        includeEvents: shown.includeEvents,
        ...patch,
      },
      {
        onSuccess: ({ message }) => toast.success(message),
        onError: (error) => toast.error(errorMessage(error, REMINDERS_FALLBACK.save)),
      },
    );
  };

  const changeDays = (values: string[]) => {
    const next = values.map(Number).filter((n) => Number.isInteger(n));
    if (next.length === 0 || next.length > MAX_REMINDER_LEADS) return;
    change({ daysAhead: next.sort((a, b) => b - a) });
  };

  return (
    <SectionPanel titleId={TITLE_ID}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4" id={TITLE_ID}>
            Thư nhắc
          </Title>
          <Text size="sm" c="dimmed">
            Mỗi sáng có ngày cần nhắc, bạn nhận một thư liệt kê các ngày giỗ sắp tới kèm ngày âm lịch và dương
            lịch.
          </Text>
        </Stack>
        <Switch
          label="Gửi thư nhắc ngày giỗ cho tôi"
          checked={shown.mailEnabled}
          onChange={(event) => change({ mailEnabled: event.currentTarget.checked })}
          disabled={save.isPending}
        />
        <Stack gap={6}>
          <Text size="sm" fw={500} id="reminder-days-label">
            Nhắc trước
          </Text>
          <Chip.Group multiple value={days.map(String)} onChange={changeDays}>
            <Group gap="xs" role="group" aria-labelledby="reminder-days-label">
              {dayChoices(days).map((n) => (
                <Chip
                  key={n}
                  value={String(n)}
                  disabled={save.isPending || (!days.includes(n) && days.length >= MAX_REMINDER_LEADS)}
                >
                  {leadLabel(n)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          <Text size="xs" c="dimmed">
            Chọn từ 1 đến {MAX_REMINDER_LEADS} mốc. Mỗi ngày giỗ được nhắc một lần ở mỗi mốc.
          </Text>
        </Stack>
        <Switch
          label="Nhắc cả các sự kiện của dòng họ (họp họ, lễ Tết…)"
          checked={shown.includeEvents}
          onChange={(event) => change({ includeEvents: event.currentTarget.checked })}
          disabled={save.isPending}
        />
      </Stack>
    </SectionPanel>
  );
}
