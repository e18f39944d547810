import {
  defaultGenerationSizes,
  GENERATION_STYLE_KEYS,
  type GenerationSizes,
  type GenerationStyle,
} from '@giapha/contract';
import {
  Box,
  Button,
  ColorInput,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { useEffect, useState } from 'react';

const FONTS = ['Arial', 'Times New Roman', 'Noto Sans', 'Noto Serif', 'Georgia', 'Tahoma', 'Verdana'];
const WEIGHTS = [
  { value: 'normal', label: 'Thường' },
  { value: 'bold', label: 'Đậm' },
];

type StyleKey = (typeof GENERATION_STYLE_KEYS)[number];
type NumberKey = 'width' | 'height' | 'fontSize' | 'borderWidth' | 'borderImageSize';
type ColorKey = 'backgroundColor' | 'textColor' | 'borderColor';

export interface GenerationStylesModalProps {
  opened: boolean;
  onClose: () => void;
  sizes: GenerationSizes;
  onSave: (sizes: GenerationSizes) => Promise<boolean>;
  saving: boolean;
}

/** The card drawn with a style, as on the canvas: the live preview. */
export function StylePreview({ style, generation }: { style: GenerationStyle; generation: string }) {
  return (
    <Box
      data-testid={`style-preview-${generation}`}
      style={{
        width: style.width,
        height: style.height,
        maxWidth: '100%',
        fontFamily: style.fontFamily,
        fontSize: style.fontSize,
        fontWeight: style.fontWeight,
        background: style.backgroundColor,
        color: style.textColor,
        border: `${style.borderWidth}px solid ${style.borderColor}`,
        ...(style.borderImage
          ? {
              borderImage: `url("${style.borderImage}") ${style.borderImageSize} round`,
              borderWidth: style.borderImageSize,
            }
          : {}),
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 4,
        textAlign: 'center',
        padding: 6,
        boxSizing: 'border-box',
        overflow: 'hidden',
      }}
    >
      <span>Nguyễn Văn Ất</span>
      <span style={{ fontSize: Math.max(style.fontSize - 2, 8) }}>Đời {generation}</span>
    </Box>
  );
}

/** Card styles of generations 1 to 5 (spec §3), with a live preview; deeper generations use 5's. */
export function GenerationStylesModal({
  opened,
  onClose,
  sizes,
  onSave,
  saving,
}: GenerationStylesModalProps) {
  const [draft, setDraft] = useState<GenerationSizes>(sizes);
  const [tab, setTab] = useState<StyleKey>('1');
  useEffect(() => {
    if (opened) setDraft(sizes);
  }, [opened, sizes]);

  const style = draft[tab];
  const set = <K extends keyof GenerationStyle>(key: K, value: GenerationStyle[K]) =>
    setDraft((current) => ({ ...current, [tab]: { ...current[tab], [key]: value } }));
  /** A number of the style between `min` and `max`; a cleared input keeps the number it had. */
  const numberInput = (key: NumberKey, label: string, min: number, max: number) => (
    <NumberInput
      label={label}
      min={min}
      max={max}
      value={style[key]}
      onChange={(v) => set(key, typeof v === 'number' ? v : style[key])}
    />
  );
  const colorInput = (key: ColorKey, label: string) => (
    <ColorInput label={label} value={style[key]} onChange={(v) => set(key, v)} />
  );

  return (
    <Modal opened={opened} onClose={onClose} title="Kiểu hiển thị theo đời" size="xl">
      <Tabs value={tab} onChange={(value) => setTab(GENERATION_STYLE_KEYS.find((k) => k === value) ?? '1')}>
        <Tabs.List>
          {GENERATION_STYLE_KEYS.map((key) => (
            <Tabs.Tab key={key} value={key}>
              {key === '5' ? 'Đời 5 trở đi' : `Đời ${key}`}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Group align="flex-start" mt="md" gap="xl" wrap="wrap">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" style={{ flex: '1 1 320px' }}>
          {numberInput('width', 'Chiều rộng ô', 40, 600)}
          {numberInput('height', 'Chiều cao ô', 40, 800)}
          <Select
            label="Phông chữ"
            data={FONTS}
            value={style.fontFamily}
            onChange={(v) => set('fontFamily', v ?? style.fontFamily)}
            allowDeselect={false}
          />
          {numberInput('fontSize', 'Cỡ chữ', 6, 48)}
          <Select
            label="Độ đậm"
            data={WEIGHTS}
            value={String(style.fontWeight)}
            onChange={(v) => set('fontWeight', v ?? 'normal')}
            allowDeselect={false}
          />
          {colorInput('backgroundColor', 'Màu nền')}
          {colorInput('textColor', 'Màu chữ')}
          {colorInput('borderColor', 'Màu viền')}
          {numberInput('borderWidth', 'Độ dày viền', 0, 20)}
          <TextInput
            label="Ảnh viền (địa chỉ ảnh)"
            placeholder="https://…/vien-hoa-van.png"
            value={style.borderImage ?? ''}
            onChange={(event) => set('borderImage', event.currentTarget.value.trim() || null)}
          />
          {numberInput('borderImageSize', 'Cỡ ảnh viền', 0, 200)}
        </SimpleGrid>
        <Stack gap="xs" align="center" style={{ flex: '0 0 auto' }}>
          <Text size="sm" c="dimmed">
            Xem trước
          </Text>
          <StylePreview style={style} generation={tab} />
        </Stack>
      </Group>
      <Group justify="space-between" mt="lg">
        <Button variant="subtle" onClick={() => setDraft(defaultGenerationSizes())}>
          Về mặc định
        </Button>
        <Group gap="xs">
          <Button variant="default" onClick={onClose}>
            Hủy
          </Button>
          <Button
            loading={saving}
            onClick={async () => {
              if (await onSave(draft)) onClose();
            }}
          >
            Lưu kiểu hiển thị
          </Button>
        </Group>
      </Group>
    </Modal>
  );
}
