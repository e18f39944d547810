import { UPLOAD_ACCEPT } from '@giapha/contract';
import { Button, FileButton, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconPhotoPlus, IconUpload } from '@tabler/icons-react';
import { type DragEvent, useRef, useState } from 'react';
import classes from './AlbumForm.module.css';

function hasFiles(event: DragEvent): boolean {
  return [...event.dataTransfer.types].includes('Files');
}

/** Where photos come in: dropped from the computer, or picked (several at once) from a phone's gallery. */
export function PhotoDropzone({ onFiles }: { onFiles: (files: File[]) => void }) {
  const [over, setOver] = useState(false);
  // Emptied after each pick, so picking the same photos again still counts.
  const resetPicker = useRef<() => void>(null);
  return (
    <Paper
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      className={classes.dropzone}
      data-over={over || undefined}
      data-testid="photo-dropzone"
      onDragEnter={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragOver={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={(event) => {
        // Leaving for a child of the zone is not leaving the zone.
        const to = event.relatedTarget;
        if (to instanceof Node && event.currentTarget.contains(to)) return;
        setOver(false);
      }}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        onFiles([...event.dataTransfer.files]);
      }}
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
