import { UPLOAD_ACCEPT } from '@giapha/contract';
import { Button, FileButton, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconPhotoPlus, IconUpload } from '@tabler/icons-react';
import { useRef } from 'react';
import { useFileDrop } from '../../../lib/file-drop.ts';
import classes from './AlbumForm.module.css';

/** Where photos come in: dropped from the computer, or picked (several at once) from a phone's gallery. */
export function PhotoDropzone({ onFiles }: { onFiles: (files: File[]) => void }) {
  const { over, handlers } = useFileDrop(onFiles);
  // Emptied after each pick, so picking the same photos again still counts.
  const resetPicker = useRef<() => void>(null);
  return (
    <Paper
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      className={classes.dropzone}
      data-over={over || undefined}
      data-testid="photo-dropzone"
      {...handlers}
    >
      <Stack align="center" gap={6} ta="center">
        <ThemeIcon size={48} radius="xl" variant="light">
          <IconPhotoPlus size={26} />
        </ThemeIcon>
        <Text fw={600}>Kéo thả ảnh vào đây</Text>
        <Text size="sm" c="dimmed">
          Chọn được nhiều ảnh một lúc: JPEG, PNG, WebP, GIF hoặc HEIC, mỗi ảnh tối đa 15 MB.
        </Text>
        <FileButton
          onChange={(files) => {
            onFiles(files);
            resetPicker.current?.();
          }}
          accept={UPLOAD_ACCEPT}
          multiple
          resetRef={resetPicker}
        >
          {(props) => (
            <Button {...props} mt={4} leftSection={<IconUpload size={16} />}>
              Chọn ảnh từ máy
            </Button>
          )}
        </FileButton>
      </Stack>
    </Paper>
  );
}
