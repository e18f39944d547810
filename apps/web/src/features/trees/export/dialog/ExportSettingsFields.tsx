import { Group, SegmentedControl, Select, Stack, Switch, TextInput } from '@mantine/core';
import { LabelledSegmentedControl } from '../../../../components/LabelledSegmentedControl.tsx';
import { NumericInput } from '../../../../components/NumericInput.tsx';
import { DEFAULT_TILE_SCALE, PAPER_SIZES } from '../pages.ts';
import {
  type ExportScope,
  type ExportSettings,
  isPaperSize,
  PNG_SCALES,
  TILE_SCALES,
} from './export-settings.ts';

export interface ExportSettingsFieldsProps {
  settings: ExportSettings;
  onChange(patch: Partial<ExportSettings>): void;
  /** The scope in force: a branch only when a person is selected. */
  scope: ExportScope;
  /** The name of the person selected on the canvas, whose branch can be exported. */
  selectedName: string | null;
  titlePlaceholder: string;
  verticalError: string | null;
  disabled: boolean;
}

/** The export dialog's questions: scope, format, paper or image size, title, bands and vertical names. */
export function ExportSettingsFields({
  settings,
  onChange,
  scope,
  selectedName,
  titlePlaceholder,
  verticalError,
  disabled,
}: ExportSettingsFieldsProps) {
  const { format, pageMode } = settings;
  return (
    <>
      <LabelledSegmentedControl
        label="Phạm vi"
        disabled={disabled}
        data={[
          { value: 'tree', label: 'Cả cây' },
          {
            value: 'branch',
            label: selectedName ? `Nhánh của ${selectedName}` : 'Một nhánh (chọn người trên cây trước)',
            disabled: !selectedName,
          },
        ]}
        value={scope}
        onChange={(value) => onChange({ scope: value === 'branch' ? 'branch' : 'tree' })}
      />

      <LabelledSegmentedControl
        label="Định dạng"
        disabled={disabled}
        data={[
          { value: 'pdf', label: 'PDF (in ấn)' },
          { value: 'svg', label: 'SVG (vector)' },
          { value: 'png', label: 'PNG (ảnh)' },
        ]}
        value={format}
        onChange={(value) => onChange({ format: value === 'svg' ? 'svg' : value === 'png' ? 'png' : 'pdf' })}
      />

      {format === 'pdf' ? (
        <Stack gap="sm">
          <SegmentedControl
            aria-label="Cách in"
            disabled={disabled}
            data={[
              { value: 'poster', label: 'Một tờ áp phích (A0–A4)' },
              { value: 'tiled', label: 'Ghép nhiều trang A4' },
            ]}
            value={pageMode}
            onChange={(value) => onChange({ pageMode: value === 'tiled' ? 'tiled' : 'poster' })}
          />
          <Group grow align="flex-start">
            {pageMode === 'poster' ? (
              <Select
                label="Khổ giấy"
                data={PAPER_SIZES.map((p) => ({ value: p, label: p }))}
                value={settings.paper}
                onChange={(value) => {
                  if (isPaperSize(value)) onChange({ paper: value });
                }}
                allowDeselect={false}
                disabled={disabled}
              />
            ) : (
              <Select
                label="Cỡ in"
                data={TILE_SCALES}
                value={settings.tileScale}
                onChange={(value) => onChange({ tileScale: value ?? String(DEFAULT_TILE_SCALE) })}
                allowDeselect={false}
                disabled={disabled}
              />
            )}
            <Select
              label="Hướng giấy"
              data={[
                { value: 'landscape', label: 'Ngang' },
                { value: 'portrait', label: 'Dọc' },
              ]}
              value={settings.orientation}
              onChange={(value) => onChange({ orientation: value === 'portrait' ? 'portrait' : 'landscape' })}
              allowDeselect={false}
              disabled={disabled}
            />
          </Group>
        </Stack>
      ) : null}

      {format === 'png' ? (
        <Select
          label="Độ lớn ảnh"
          data={PNG_SCALES}
          value={settings.pngScale}
          onChange={(value) => onChange({ pngScale: value ?? '1' })}
          allowDeselect={false}
          disabled={disabled}
        />
      ) : null}

      {format === 'svg' ? (
        <Switch
          label="Nhúng phông chữ (tệp lớn hơn khoảng 1,7 MB, hiển thị giống hệt trên mọi máy)"
          checked={settings.embedSvgFonts}
          onChange={(event) => onChange({ embedSvgFonts: event.currentTarget.checked })}
          disabled={disabled}
        />
      ) : null}

      <TextInput
        label="Tiêu đề"
        placeholder={titlePlaceholder}
        value={settings.title}
        onChange={(event) => onChange({ title: event.currentTarget.value })}
        disabled={disabled}
      />

      <Switch
        label="Dải màu và nhãn theo đời (Đời 1, Đời 2…)"
        checked={settings.bands}
        onChange={(event) => onChange({ bands: event.currentTarget.checked })}
        disabled={disabled}
      />
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <Switch
          mt={6}
          label="Viết tên theo chiều dọc từ đời"
          checked={settings.vertical}
          onChange={(event) => onChange({ vertical: event.currentTarget.checked })}
          disabled={disabled}
        />
        <NumericInput
          aria-label="Viết tên theo chiều dọc từ đời"
          w={90}
          value={settings.verticalFrom}
          onChange={(event) => onChange({ verticalFrom: event.currentTarget.value })}
          disabled={!settings.vertical || disabled}
          error={verticalError}
        />
      </Group>
    </>
  );
}
