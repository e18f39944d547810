import { type DragEvent, useState } from 'react';

/** Files dragged in from the computer, as opposed to text or a link dragged from the page. */
function hasFiles(event: DragEvent): boolean {
  return [...event.dataTransfer.types].includes('Files');
}

/**
 * Makes an element a place to drop files: `over` while files are held above it, and the dropped files
 * handed to `onFiles`. Spread `handlers` on the element.
 */
export function useFileDrop(onFiles: (files: File[]) => void) {
  const [over, setOver] = useState(false);
  const handlers = {
    onDragEnter: (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      setOver(true);
    },
    onDragOver: (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
    },
    onDragLeave: (event: DragEvent) => {
      // Leaving for a child of the zone is not leaving the zone.
      const to = event.relatedTarget;
      if (to instanceof Node && event.currentTarget.contains(to)) return;
      setOver(false);
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      setOver(false);
      onFiles([...event.dataTransfer.files]);
    },
  };
  return { over, handlers };
}
