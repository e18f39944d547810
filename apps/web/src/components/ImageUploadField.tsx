import { isMediaUrl, UPLOAD_ACCEPT, uploadVariantUrl } from '@giapha/contract';
import { Box, Button, FileButton, Group, Image, Progress, Stack, Text, TextInput } from '@mantine/core';
import { IconPhotoOff, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useImageUpload } from './image-upload.ts';

export interface ImageUploadFieldProps {
  label: string;
  /** The image's address (`/uploads/…` or `https://…`); null when there is none. */
  value: string | null;
  onChange: (url: string | null) => void;
  description?: string;
  error?: string;
}

/** A small look at the image: an uploaded one's 480 px copy, else the address as typed. */
function Preview({ address, alt }: { address: string; alt: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === address) {
    return (
      <Group gap={6} c="red" wrap="nowrap">
        <IconPhotoOff size={18} aria-hidden />
        <Text size="xs" c="red">
          Không tải được ảnh từ địa chỉ này
        </Text>
      </Group>
    );
  }
  return (
    <Box
      w={120}
      h={90}
      bg="gray.1"
      style={{ borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden', flex: 'none' }}
    >
      <Image
        src={uploadVariantUrl(address, 480)}
        alt={alt}
        w={120}
        h={90}
        fit="contain"
        onError={() => setFailed(address)}
      />
    </Box>
  );
}

/**
 * An image field: the address can be typed (or pasted), or the image uploaded from the device with
 * a progress bar; a preview of what is chosen and a way to remove it. Reports the new address (or
 * null) through `onChange`.
 */
export function ImageUploadField({ label, value, onChange, description, error }: ImageUploadFieldProps) {
  const {
    progress,
    error: uploadError,
    setError: setUploadError,
    start,
    cancel,
    resetPicker,
  } = useImageUpload({ onUploaded: onChange, whileUploading: 'replace' });

  const address = value?.trim() ?? '';
  const uploading = progress !== null;
  const percent = Math.round((progress ?? 0) * 100);

  return (
    // A group named for the field, so its buttons ("Tải ảnh lên", "Xóa ảnh") are told apart on a page with several.
    <Stack gap={8} role="group" aria-label={label}>
      <TextInput
        label={label}
        description={description}
        placeholder="https://… hoặc tải ảnh lên"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        inputMode="url"
        value={value ?? ''}
        onChange={(event) => {
          const typed = event.currentTarget.value;
          setUploadError(null);
          onChange(typed === '' ? null : typed);
        }}
        error={error}
      />
      <Group gap="sm" align="center" wrap="wrap">
        {address && isMediaUrl(address) ? <Preview address={address} alt={`${label} xem trước`} /> : null}
        <Group gap="xs" wrap="wrap">
          <FileButton onChange={(file) => void start(file)} accept={UPLOAD_ACCEPT} resetRef={resetPicker}>
            {(props) => (
              <Button
                {...props}
                variant="light"
                size="xs"
                leftSection={<IconUpload size={16} aria-hidden />}
                disabled={uploading}
              >
                Tải ảnh lên
              </Button>
            )}
          </FileButton>
          {uploading ? (
            <Button variant="default" size="xs" onClick={cancel}>
              Hủy tải lên
            </Button>
          ) : null}
          {value && !uploading ? (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => {
                setUploadError(null);
                onChange(null);
              }}
            >
              Xóa ảnh
            </Button>
          ) : null}
        </Group>
      </Group>
      {uploading ? (
        <Stack gap={4}>
          <Progress value={percent} animated aria-label="Đang tải ảnh lên" />
          <Text size="xs" c="dimmed" aria-live="polite">
            Đang tải ảnh lên… {percent}%
          </Text>
        </Stack>
      ) : null}
      {uploadError ? (
        <Text size="sm" c="red" role="alert">
          {uploadError}
        </Text>
      ) : null}
    </Stack>
  );
}
