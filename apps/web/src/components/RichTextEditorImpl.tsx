import '@mantine/tiptap/styles.css';
import { isMediaUrl, MESSAGES, UPLOAD_ACCEPT } from '@giapha/contract';
import {
  Box,
  Button,
  FileButton,
  Group,
  Loader,
  Popover,
  Progress,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, RichTextEditor, type RichTextEditorLabels, useRichTextEditorContext } from '@mantine/tiptap';
import { IconPhoto, IconPhotoUp } from '@tabler/icons-react';
import Image from '@tiptap/extension-image';
import { type Editor, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useImageUpload } from './image-upload.ts';
import classes from './RichTextEditor.module.css';

/** Vietnamese names of the toolbar buttons (also their accessible names). */
const LABELS: Partial<RichTextEditorLabels> = {
  boldControlLabel: 'In đậm',
  italicControlLabel: 'In nghiêng',
  underlineControlLabel: 'Gạch chân',
  strikeControlLabel: 'Gạch ngang',
  clearFormattingControlLabel: 'Xóa định dạng',
  h2ControlLabel: 'Tiêu đề 2',
  h3ControlLabel: 'Tiêu đề 3',
  bulletListControlLabel: 'Danh sách',
  orderedListControlLabel: 'Danh sách đánh số',
  blockquoteControlLabel: 'Trích dẫn',
  linkControlLabel: 'Chèn liên kết',
  unlinkControlLabel: 'Bỏ liên kết',
  hrControlLabel: 'Đường kẻ ngang',
  undoControlLabel: 'Hoàn tác',
  redoControlLabel: 'Làm lại',
  linkEditorInputLabel: 'Địa chỉ liên kết',
  linkEditorInputPlaceholder: 'https://…',
  linkEditorExternalLink: 'Mở liên kết trong thẻ mới',
  linkEditorInternalLink: 'Mở liên kết trong thẻ hiện tại',
  linkEditorSave: 'Lưu',
};

/** Web addresses and the site's own paths; the server drops anything else (e.g. `javascript:`). */

interface RichTextEditorImplProps {
  value: string;
  onChange: (html: string) => void;
  ariaLabel: string;
  minHeight: number;
  placeholder?: string;
  invalid: boolean;
  describedBy?: string;
}

/** What the editor holds, with an empty document as `''` rather than `<p></p>`. */
function htmlOf(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML();
}

/** Attributes of the writing area: its accessible name, and its error when there is one. */
function contentAttributes(
  ariaLabel: string,
  invalid: boolean,
  describedBy?: string,
): Record<string, string> {
  return {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-label': ariaLabel,
    ...(invalid ? { 'aria-invalid': 'true' } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
  };
}

export function RichTextEditorImpl({
  value,
  onChange,
  ariaLabel,
  minHeight,
  placeholder,
  invalid,
  describedBy,
}: RichTextEditorImplProps) {
  // The HTML this editor last reported, to tell our own echoes from a new value (a form reset).
  const reported = useRef(value);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const editor = useEditor({
    extensions: [
      // The starter kit's own link is replaced by Mantine's (Ctrl+K opens the link box).
      StarterKit.configure({ link: false, heading: { levels: [2, 3] } }),
      Link,
      Image,
    ],
    content: value,
    editorProps: { attributes: contentAttributes(ariaLabel, invalid, describedBy) },
    onUpdate: ({ editor: updated }) => {
      const html = htmlOf(updated);
      reported.current = html;
      onChangeRef.current(html);
    },
  });

  useEffect(() => {
    if (!editor || editor.isDestroyed || value === reported.current) return;
    reported.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    editor.setOptions({ editorProps: { attributes: contentAttributes(ariaLabel, invalid, describedBy) } });
  }, [editor, ariaLabel, invalid, describedBy]);

  const isEmpty = useEditorState({
    editor,
    selector: (state) => (state.editor && !state.editor.isDestroyed ? state.editor.isEmpty : true),
  });

  return (
    <RichTextEditor
      editor={editor}
      labels={LABELS}
      style={invalid ? { borderColor: 'var(--mantine-color-error)' } : undefined}
    >
      <RichTextEditor.Toolbar sticky stickyOffset="var(--app-shell-header-offset, 0px)">
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
          <RichTextEditor.Underline />
          <RichTextEditor.Strikethrough />
          <RichTextEditor.ClearFormatting />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.H2 />
          <RichTextEditor.H3 />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.BulletList />
          <RichTextEditor.OrderedList />
          <RichTextEditor.Blockquote />
          <RichTextEditor.Hr />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Link />
          <RichTextEditor.Unlink />
          <ImageByAddressControl />
          <ImageUploadControl />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Undo />
          <RichTextEditor.Redo />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <Box pos="relative">
        {placeholder && isEmpty ? (
          <Text c="dimmed" className={classes.placeholder} aria-hidden>
            {placeholder}
          </Text>
        ) : null}
        <RichTextEditor.Content
          className={classes.content}
          style={{ '--rich-text-min-height': `${minHeight}px` }}
        />
      </Box>
    </RichTextEditor>
  );
}

/**
 * Uploads an image from the device and inserts it where the cursor is; the upload's progress, or why
 * it failed, shows in a small box under the button.
 */
function ImageUploadControl() {
  const { editor } = useRichTextEditorContext();
  const { progress, error, setError, start, cancel, resetPicker } = useImageUpload({
    onUploaded: (url) => {
      if (editor && !editor.isDestroyed) editor.chain().focus().setImage({ src: url }).run();
    },
    whileUploading: 'ignore',
  });

  const uploading = progress !== null;
  const percent = Math.round((progress ?? 0) * 100);
  return (
    <Popover
      opened={uploading || error !== null}
      onChange={(open) => !open && setError(null)}
      withinPortal
      zIndex={10000}
    >
      <Popover.Target>
        <Box display="inline-flex">
          <FileButton onChange={(file) => void start(file)} accept={UPLOAD_ACCEPT} resetRef={resetPicker}>
            {(props) => (
              <RichTextEditor.Control
                {...props}
                aria-label="Tải ảnh từ máy lên"
                title="Tải ảnh từ máy lên"
                disabled={uploading}
              >
                {uploading ? <Loader size={14} /> : <IconPhotoUp size={16} stroke={1.5} />}
              </RichTextEditor.Control>
            )}
          </FileButton>
        </Box>
      </Popover.Target>
      <Popover.Dropdown>
        {uploading ? (
          <Stack gap={4} w={220}>
            <Text size="sm">Đang tải ảnh lên… {percent}%</Text>
            <Progress value={percent} animated aria-label="Đang tải ảnh lên" />
            <Button variant="default" size="xs" onClick={cancel}>
              Hủy tải lên
            </Button>
          </Stack>
        ) : (
          <Stack gap="xs" w={240}>
            <Text size="sm" c="red" role="alert">
              {error}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" size="xs" onClick={() => setError(null)}>
                Đóng
              </Button>
            </Group>
          </Stack>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}

/** Inserts an image from its web address. */
function ImageByAddressControl() {
  const { editor } = useRichTextEditorContext();
  const [opened, { close, toggle }] = useDisclosure(false);
  const [address, setAddress] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);

  const reset = () => {
    setAddress('');
    setDescription('');
    setError(null);
    close();
  };

  const insert = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const src = address.trim();
    // The server keeps only the clan's uploads and https images (docs/ARCHITECTURE.md, "Image sources").
    if (!isMediaUrl(src)) {
      setError(MESSAGES.imageUrlInvalid);
      return;
    }
    const alt = description.trim();
    editor
      ?.chain()
      .focus()
      .setImage({ src, ...(alt ? { alt } : {}) })
      .run();
    reset();
  };

  return (
    <Popover
      opened={opened}
      onChange={(next) => !next && reset()}
      trapFocus
      withinPortal
      shadow="md"
      // Above a modal the editor may sit in, as Mantine's own link box is.
      zIndex={10000}
    >
      <Popover.Target>
        <RichTextEditor.Control onClick={toggle} aria-label="Chèn ảnh" title="Chèn ảnh">
          <IconPhoto size={16} stroke={1.5} />
        </RichTextEditor.Control>
      </Popover.Target>
      <Popover.Dropdown>
        {/* A form so Enter inserts; not nested in the page's form because the dropdown is portalled. */}
        <form onSubmit={insert} noValidate>
          <Stack gap="xs" w={280}>
            <TextInput
              label="Địa chỉ ảnh"
              placeholder="https://…"
              value={address}
              onChange={(event) => {
                setAddress(event.currentTarget.value);
                setError(null);
              }}
              error={error}
              data-autofocus
            />
            <TextInput
              label="Mô tả ảnh"
              description="Cho người đọc không xem được ảnh"
              value={description}
              onChange={(event) => setDescription(event.currentTarget.value)}
            />
            <Group justify="flex-end" gap="xs">
              <Button variant="default" size="xs" onClick={reset}>
                Hủy
              </Button>
              <Button type="submit" size="xs">
                Chèn ảnh
              </Button>
            </Group>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}
