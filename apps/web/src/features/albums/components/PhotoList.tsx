import { uploadVariantUrl } from '@giapha/contract';
import {
  DragDropContext,
  Draggable,
  type DraggableProvided,
  Droppable,
  type DropResult,
} from '@hello-pangea/dnd';
import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Group,
  Paper,
  Progress,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import {
  IconAlertCircle,
  IconArrowDown,
  IconArrowUp,
  IconGripVertical,
  IconPhoto,
  IconRefresh,
  IconStar,
  IconStarFilled,
  IconTrash,
} from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import classes from './AlbumForm.module.css';
import type { AlbumPhotos, EditorPhoto } from './albumPhotos.ts';

/** A local preview of a picked file while it uploads (nothing where the browser cannot make one). */
function useFilePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') return;
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [file]);
  return url;
}

function Thumbnail({ photo }: { photo: EditorPhoto }) {
  const preview = useFilePreview(photo.status === 'done' ? null : photo.file);
  const src = photo.url ? uploadVariantUrl(photo.url, 'thumb') : preview;
  return (
    <Box className={classes.thumb} data-status={photo.status}>
      {src ? (
        <img src={src} alt="" loading="lazy" />
      ) : (
        <IconPhoto size={28} stroke={1.5} aria-hidden className={classes.thumbIcon} />
      )}
    </Box>
  );
}

function DragHandle({ provided, label }: { provided: DraggableProvided; label: string }) {
  return (
    <Box {...provided.dragHandleProps} aria-label={label} className={classes.handle} w={32} h={40} c="dimmed">
      <IconGripVertical size={20} aria-hidden />
    </Box>
  );
}

interface PhotoRowProps {
  photo: EditorPhoto;
  index: number;
  count: number;
  isCover: boolean;
  actions: Pick<AlbumPhotos, 'retry' | 'remove' | 'move' | 'setCaption'>;
  onCover: (url: string) => void;
  provided: DraggableProvided;
  dragging: boolean;
}

/** One photo: its place, thumbnail, caption or upload state, and what can be done with it. */
function PhotoRow({ photo, index, count, isCover, actions, onCover, provided, dragging }: PhotoRowProps) {
  const number = index + 1;
  const name = `ảnh ${number}`;
  const percent = Math.round(photo.progress * 100);
  return (
    <Paper
      ref={provided.innerRef}
      {...provided.draggableProps}
      withBorder
      radius="md"
      p={6}
      shadow={dragging ? 'md' : undefined}
      data-testid="album-photo"
      data-status={photo.status}
      aria-label={`Ảnh ${number} / ${count}`}
      style={provided.draggableProps.style}
    >
      <div className={classes.row}>
        <DragHandle provided={provided} label={`Kéo để đổi vị trí ${name}`} />
        <Thumbnail photo={photo} />
        <Stack gap={4} className={classes.rowMain}>
          {photo.status === 'done' ? (
            <TextInput
              size="sm"
              aria-label={`Chú thích ${name}`}
              placeholder="Chú thích (không bắt buộc)"
              maxLength={500}
              value={photo.caption}
              onChange={(event) => actions.setCaption(photo.key, event.currentTarget.value)}
            />
          ) : (
            <>
              <Text size="sm" fw={500} truncate="end" title={photo.name}>
                {photo.name}
              </Text>
              {photo.status === 'failed' ? (
                <Group gap={4} wrap="nowrap" c="red" align="flex-start">
                  <IconAlertCircle size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                  <Text size="xs" c="red" role="alert">
                    {photo.error}
                  </Text>
                </Group>
              ) : (
                <>
                  <Progress
                    value={photo.status === 'queued' ? 0 : Math.max(percent, 2)}
                    size="md"
                    radius="xl"
                    striped={photo.status === 'uploading'}
                    animated={photo.status === 'uploading'}
                    aria-label={`Tiến độ tải lên ${photo.name}`}
                  />
                  <Text size="xs" c="dimmed" aria-live="polite">
                    {photo.status === 'queued' ? 'Đang chờ tải lên…' : `Đang tải lên ${percent}%`}
                  </Text>
                </>
              )}
            </>
          )}
        </Stack>
        {/* Under the caption on a wide screen; across the whole row on a phone, which needs the room. */}
        <Group gap={4} justify="space-between" wrap="nowrap" className={classes.rowActions}>
          <Group gap={4} wrap="nowrap" miw={0}>
            {photo.status === 'done' && photo.url ? (
              isCover ? (
                <Badge
                  variant="light"
                  color="yellow"
                  tt="none"
                  size="lg"
                  leftSection={<IconStarFilled size={14} aria-hidden />}
                  style={{ flexShrink: 0 }}
                >
                  Ảnh bìa
                </Badge>
              ) : (
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="gray"
                  leftSection={<IconStar size={16} aria-hidden />}
                  aria-label={`Đặt ${name} làm ảnh bìa`}
                  onClick={() => photo.url && onCover(photo.url)}
                >
                  Đặt làm ảnh bìa
                </Button>
              )
            ) : null}
            {photo.status === 'failed' && photo.file ? (
              <Button
                size="compact-sm"
                variant="light"
                leftSection={<IconRefresh size={14} aria-hidden />}
                aria-label={`Thử tải lại ${photo.name}`}
                onClick={() => actions.retry(photo.key)}
              >
                Thử lại
              </Button>
            ) : null}
          </Group>
          <Group gap={2} wrap="nowrap" style={{ flexShrink: 0 }}>
            <ActionIcon
              hiddenFrom="sm"
              variant="subtle"
              color="gray"
              size={36}
              aria-label={`Đưa ${name} lên trước`}
              disabled={index === 0}
              onClick={() => actions.move(index, index - 1)}
            >
              <IconArrowUp size={18} />
            </ActionIcon>
            <ActionIcon
              hiddenFrom="sm"
              variant="subtle"
              color="gray"
              size={36}
              aria-label={`Đưa ${name} xuống sau`}
              disabled={index === count - 1}
              onClick={() => actions.move(index, index + 1)}
            >
              <IconArrowDown size={18} />
            </ActionIcon>
            <Tooltip label="Bỏ ảnh khỏi album">
              <ActionIcon
                variant="subtle"
                color="red"
                size={36}
                aria-label={`Bỏ ${name} khỏi album`}
                onClick={() => actions.remove(photo.key)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
      </div>
    </Paper>
  );
}

export interface PhotoListProps {
  photos: readonly EditorPhoto[];
  cover: string | null;
  onCover: (url: string) => void;
  actions: Pick<AlbumPhotos, 'retry' | 'remove' | 'move' | 'setCaption'>;
}

/** The album's photos in order: drag by the grip (or the arrows on a phone) to reorder. */
export function PhotoList({ photos, cover, onCover, actions }: PhotoListProps) {
  // Without a chosen cover the first photo is the cover (as visitors see it).
  const coverUrl = cover ?? photos.find((photo) => photo.status === 'done')?.url ?? null;
  const onDragEnd = ({ source, destination }: DropResult) => {
    if (destination && destination.index !== source.index) actions.move(source.index, destination.index);
  };
  return (
    <DragDropContext onDragEnd={onDragEnd}>
      <Droppable droppableId="album-photos">
        {(listProvided) => (
          <Stack
            gap="xs"
            ref={listProvided.innerRef}
            {...listProvided.droppableProps}
            aria-label="Ảnh trong album"
          >
            {photos.map((photo, index) => (
              <Draggable key={photo.key} draggableId={photo.key} index={index}>
                {(provided, snapshot) => (
                  <PhotoRow
                    photo={photo}
                    index={index}
                    count={photos.length}
                    isCover={photo.url !== null && photo.url === coverUrl}
                    actions={actions}
                    onCover={onCover}
                    provided={provided}
                    dragging={snapshot.isDragging}
                  />
                )}
              </Draggable>
            ))}
            {listProvided.placeholder}
          </Stack>
        )}
      </Droppable>
    </DragDropContext>
  );
}
