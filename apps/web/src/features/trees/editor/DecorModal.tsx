import { isMediaUrl, MESSAGES, type ParsedDecor } from '@giapha/contract';
import { Button, ColorInput, Group, Modal, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { WholeNumberInput } from '../../../components/WholeNumberInput.tsx';
import type { DecorDraft } from './decor.ts';

export type DecorKind = 'text' | 'image';

export interface DecorModalProps {
  opened: boolean;
  onClose: () => void;
  kind: DecorKind;
  /** The decor being edited; absent: a new one. */
  initial?: ParsedDecor | null;
  submitting: boolean;
  onSubmit: (draft: DecorDraft) => Promise<boolean>;
}

const DEFAULT_TEXT = { text: '', fontSize: 36, color: '#7a1f1f', background: '#fff4d6' };

function numberOr(value: string | number, fallback: number, min: number, max: number): number {
  const n = typeof value === 'number' ? value : Number.parseFloat(value);
  return Number.isFinite(n) ? Math.min(max, Math.max(min, Math.round(n))) : fallback;
}

/** Adding or editing a decoration: a title banner (text) or an image (a clan seal, a photo). */
export function DecorModal({ opened, onClose, kind, initial, submitting, onSubmit }: DecorModalProps) {
  const text = initial?.type === 'text' ? initial.data : null;
  const image = initial?.type === 'image' ? initial : null;
  const [content, setContent] = useState(text?.text ?? DEFAULT_TEXT.text);
  const [fontSize, setFontSize] = useState<string | number>(text?.fontSize ?? DEFAULT_TEXT.fontSize);
  const [color, setColor] = useState(text?.color ?? DEFAULT_TEXT.color);
  const [withBackground, setWithBackground] = useState(text ? text.background !== null : true);
  const [background, setBackground] = useState(text?.background ?? DEFAULT_TEXT.background);
  const [url, setUrl] = useState(image?.data.url ?? '');
  const [alt, setAlt] = useState(image?.data.alt ?? '');
  const [width, setWidth] = useState<string | number>(image?.width ?? 120);

  const urlError = url.trim() && !isMediaUrl(url.trim()) ? MESSAGES.imageUrlInvalid : null;
  const valid = kind === 'text' ? content.trim().length > 0 : url.trim().length > 0 && !urlError;
  const title =
    kind === 'text'
      ? initial
        ? 'Sửa chữ trang trí'
        : 'Thêm chữ trang trí'
      : initial
        ? 'Sửa ảnh trang trí'
        : 'Thêm ảnh trang trí';

  const draft = (): DecorDraft =>
    kind === 'text'
      ? {
          type: 'text',
          data: {
            text: content.trim(),
            fontSize: numberOr(fontSize, DEFAULT_TEXT.fontSize, 8, 200),
            color: color || DEFAULT_TEXT.color,
            background: withBackground && background ? background : null,
          },
        }
      : {
          type: 'image',
          data: { url: url.trim(), alt: alt.trim() },
          width: numberOr(width, 120, 16, 2000),
        };

  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <Stack gap="sm">
        {kind === 'text' ? (
          <>
            <Textarea
              label="Nội dung"
              placeholder="Gia phả họ Nguyễn — Làng Đông Ngạc"
              autosize
              minRows={1}
              maxRows={4}
              value={content}
              onChange={(event) => setContent(event.currentTarget.value)}
              data-autofocus
            />
            <WholeNumberInput label="Cỡ chữ" min={8} max={200} value={fontSize} onChange={setFontSize} />
            <ColorInput label="Màu chữ" value={color} onChange={setColor} />
            <Switch
              label="Có nền"
              checked={withBackground}
              onChange={(event) => setWithBackground(event.currentTarget.checked)}
            />
            {withBackground ? (
              <ColorInput label="Màu nền" value={background} onChange={setBackground} />
            ) : null}
          </>
        ) : (
          <>
            <TextInput
              label="Địa chỉ ảnh (URL)"
              placeholder="https://…/con-dau-dong-ho.png"
              value={url}
              onChange={(event) => setUrl(event.currentTarget.value)}
              error={urlError}
              data-autofocus
            />
            <TextInput
              label="Mô tả ảnh"
              description="Đọc cho người dùng trình đọc màn hình"
              value={alt}
              onChange={(event) => setAlt(event.currentTarget.value)}
            />
            <WholeNumberInput label="Chiều rộng (px)" min={16} max={2000} value={width} onChange={setWidth} />
          </>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            Hủy
          </Button>
          <Button
            loading={submitting}
            disabled={!valid}
            onClick={async () => {
              if (await onSubmit(draft())) onClose();
            }}
          >
            {initial ? 'Lưu' : 'Thêm'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
