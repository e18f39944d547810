import {
  Button,
  ColorInput,
  ColorSwatch,
  Group,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { FormTextarea, FormTextInput } from '../../../components/FormTextFields.tsx';
import { ImageUploadField } from '../../../components/ImageUploadField.tsx';
import type { SettingsFormOutput, SettingsFormValues } from '../settingsForm.ts';
import { DATE_FORMAT_OPTIONS, KINSHIP_REGION_OPTIONS, TRADITIONAL_COLORS } from '../texts.ts';

type SettingsForm = UseFormReturn<SettingsFormValues, unknown, SettingsFormOutput>;

const URL_INPUT = { autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false } as const;
const IMAGE_HINT = 'Tải ảnh lên, hoặc dán địa chỉ ảnh (https://…)';

/** An image setting: uploaded or typed, '' in the form when there is none. */
function ImageSetting({
  form,
  name,
  label,
  description,
}: {
  form: SettingsForm;
  name: 'logo' | 'favicon' | 'banner';
  label: string;
  description: string;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <ImageUploadField
          label={label}
          description={description}
          value={field.value || null}
          onChange={(url) => field.onChange(url ?? '')}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** Tab 'Thông tin chung': names, images, colour and the date picker's format. */
export function GeneralFields({ form }: { form: SettingsForm }) {
  const { errors } = form.formState;
  return (
    <Stack gap="md">
      <FormTextInput form={form} name="siteName" label="Tên trang" withAsterisk />
      <FormTextInput form={form} name="slogan" label="Khẩu hiệu" placeholder="Uống nước nhớ nguồn" />
      <FormTextarea
        form={form}
        name="description"
        label="Giới thiệu ngắn"
        description="Hiện khi chia sẻ trang lên Facebook, Zalo và trên máy tìm kiếm"
        maxRows={6}
      />
      <ImageSetting form={form} name="logo" label="Biểu trưng (logo)" description={IMAGE_HINT} />
      <ImageSetting
        form={form}
        name="favicon"
        label="Biểu tượng trang (favicon)"
        description="Ảnh vuông nhỏ hiện trên thẻ trình duyệt; để trống dùng biểu tượng mặc định"
      />
      <ImageSetting form={form} name="banner" label="Ảnh bìa" description={IMAGE_HINT} />
      <Controller
        control={form.control}
        name="primaryColor"
        render={({ field }) => (
          <Stack gap={6}>
            <ColorInput
              label="Màu chủ đạo"
              description="Màu của đầu trang, nút bấm và đường viền"
              format="hex"
              withAsterisk
              swatches={TRADITIONAL_COLORS.map((swatch) => swatch.color)}
              swatchesPerRow={8}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.primaryColor?.message}
              popoverProps={{ withinPortal: true }}
              eyeDropperButtonProps={{ 'aria-label': 'Lấy màu trên màn hình' }}
            />
            <Group gap={6} role="group" aria-label="Màu truyền thống">
              {TRADITIONAL_COLORS.map((swatch) => {
                const chosen = field.value.trim().toLowerCase() === swatch.color;
                return (
                  <Tooltip key={swatch.color} label={swatch.name}>
                    <ColorSwatch
                      component="button"
                      type="button"
                      color={swatch.color}
                      size={32}
                      aria-label={swatch.name}
                      aria-pressed={chosen}
                      onClick={() => field.onChange(swatch.color)}
                      style={{ color: 'white', cursor: 'pointer' }}
                    >
                      {chosen ? <IconCheck size={16} /> : null}
                    </ColorSwatch>
                  </Tooltip>
                );
              })}
            </Group>
          </Stack>
        )}
      />
      <Controller
        control={form.control}
        name="dateFormat"
        render={({ field }) => (
          <Radio.Group
            label="Kiểu nhập ngày trong ô chọn ngày"
            description="Chỉ đổi cách gõ ngày vào ô chọn ngày; ngày hiển thị trong nội dung luôn là ngày/tháng/năm (dd/mm/yyyy)."
            value={field.value}
            onChange={(value) => field.onChange(value)}
            error={errors.dateFormat?.message}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="xs">
              {DATE_FORMAT_OPTIONS.map((option) => (
                <Radio.Card key={option.value} value={option.value} p="sm" radius="md">
                  <Group wrap="nowrap" align="flex-start" gap="sm">
                    <Radio.Indicator />
                    <div>
                      <Text size="sm" fw={600}>
                        {option.label}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {option.description}
                      </Text>
                    </div>
                  </Group>
                </Radio.Card>
              ))}
            </SimpleGrid>
          </Radio.Group>
        )}
      />
      <Controller
        control={form.control}
        name="kinshipRegion"
        render={({ field }) => (
          <Radio.Group
            label="Cách xưng hô trong dòng họ"
            description="Cây gia phả và trang xưng hô dùng cách gọi này; mỗi thành viên vẫn có thể chọn cách của riêng mình."
            value={field.value}
            onChange={(value) => field.onChange(value)}
            error={errors.kinshipRegion?.message}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="xs">
              {KINSHIP_REGION_OPTIONS.map((option) => (
                <Radio.Card key={option.value} value={option.value} p="sm" radius="md">
                  <Group wrap="nowrap" align="flex-start" gap="sm">
                    <Radio.Indicator />
                    <div>
                      <Text size="sm" fw={600}>
                        {option.label}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {option.description}
                      </Text>
                    </div>
                  </Group>
                </Radio.Card>
              ))}
            </SimpleGrid>
          </Radio.Group>
        )}
      />
    </Stack>
  );
}

/** Tab 'Liên hệ & mạng xã hội': how to reach the clan, its pages elsewhere, the footer line. */
export function ContactFields({ form }: { form: SettingsForm }) {
  return (
    <Stack gap="md">
      <FormTextarea form={form} name="contact.address" label="Địa chỉ nhà thờ họ" maxRows={4} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <FormTextInput form={form} name="contact.phone" label="Số điện thoại" type="tel" inputMode="tel" />
        <FormTextInput
          form={form}
          name="contact.email"
          label="Email"
          type="email"
          inputMode="email"
          {...URL_INPUT}
        />
      </SimpleGrid>
      <FormTextInput
        form={form}
        name="contact.mapUrl"
        label="Liên kết bản đồ"
        description="Đường dẫn Google Maps hoặc OpenStreetMap đến nhà thờ họ"
        placeholder="https://maps.google.com/…"
        {...URL_INPUT}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <FormTextInput
          form={form}
          name="social.facebook"
          label="Facebook"
          placeholder="https://facebook.com/…"
          {...URL_INPUT}
        />
        <FormTextInput
          form={form}
          name="social.youtube"
          label="YouTube"
          placeholder="https://youtube.com/…"
          {...URL_INPUT}
        />
        <FormTextInput
          form={form}
          name="social.zalo"
          label="Zalo"
          placeholder="https://zalo.me/…"
          {...URL_INPUT}
        />
        <FormTextInput
          form={form}
          name="social.tiktok"
          label="TikTok"
          placeholder="https://tiktok.com/@…"
          {...URL_INPUT}
        />
      </SimpleGrid>
      <FormTextarea
        form={form}
        name="footerText"
        label="Dòng chữ cuối trang"
        placeholder="© Hội đồng gia tộc họ Nguyễn"
        maxRows={4}
      />
    </Stack>
  );
}

/** Under each form tab: a reminder of unsaved changes and the one button that saves both tabs. */
export function SaveBar({ dirty, saving }: { dirty: boolean; saving: boolean }) {
  return (
    <Group justify="flex-end" gap="sm" mt="lg">
      {dirty ? (
        <Text size="sm" c="dimmed">
          Có thay đổi chưa lưu
        </Text>
      ) : null}
      <Button type="submit" loading={saving}>
        Lưu cài đặt
      </Button>
    </Group>
  );
}
