import { type AlbumImage, uploadSrcSet } from '@giapha/contract';
import { Loader } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconX } from '@tabler/icons-react';
import {
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import classes from './Lightbox.module.css';

/** How far a finger must travel sideways (px) for a swipe to turn the photo. */
const SWIPE_DISTANCE = 50;

export interface LightboxProps {
  images: readonly AlbumImage[];
  /** The photo shown. */
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** The album's name, for screen readers and the top bar. */
  title: string;
}

/** While open, the page under the photo does not scroll (and does not jump when its scrollbar goes). */
function useBodyScrollLock(): void {
  useLayoutEffect(() => {
    const { body, documentElement } = document;
    const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    const scrollbar = window.innerWidth - documentElement.clientWidth;
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    return () => {
      body.style.overflow = previous.overflow;
      body.style.paddingRight = previous.paddingRight;
    };
  }, []);
}

/** Focus moves into the viewer and back to what opened it when it closes. */
function useFocusReturn(first: RefObject<HTMLButtonElement | null>): void {
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    first.current?.focus();
    return () => opener?.focus();
  }, [first]);
}

/** The next and previous photos load while this one is looked at. */
function usePreload(images: readonly AlbumImage[], index: number): void {
  useEffect(() => {
    for (const neighbour of [images[index + 1], images[index - 1]]) {
      if (!neighbour) continue;
      const image = new Image();
      const srcSet = uploadSrcSet(neighbour.url);
      if (srcSet) {
        image.sizes = '100vw';
        image.srcset = srcSet;
      }
      image.src = neighbour.url;
    }
  }, [images, index]);
}

/**
 * One photo at a time over the whole screen: `3 / 12`, its caption, previous and next by the arrows,
 * the ← → keys or a swipe, closed by Esc or ×. Focus stays inside while it is open.
 */
interface NavButtonProps {
  /** The class that puts it on its side of the photo. */
  side: string | undefined;
  label: string;
  /** The arrow key that does the same, told in its tooltip. */
  arrow: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}

/** The button to the previous or the next photo, at the side of the photo. */
function NavButton({ side, label, arrow, disabled, onClick, children }: NavButtonProps) {
  return (
    <button
      type="button"
      className={`${classes.nav} ${side}`}
      aria-label={label}
      title={`${label} (${arrow})`}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

export function Lightbox({ images, index, onIndexChange, onClose, title }: LightboxProps) {
  const closeButton = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const swipe = useRef<{ x: number; y: number; id: number } | null>(null);
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  useBodyScrollLock();
  useFocusReturn(closeButton);
  usePreload(images, index);

  const image = images[index];
  const count = images.length;
  const hasPrevious = index > 0;
  const hasNext = index < count - 1;
  const previous = () => {
    if (hasPrevious) onIndexChange(index - 1);
  };
  const next = () => {
    if (hasNext) onIndexChange(index + 1);
  };

  // The keys work wherever focus is on the page while the viewer is open.
  const keys = useRef({ previous, next, onClose });
  keys.current = { previous, next, onClose };
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.defaultPrevented) return;
      // Focus lost to the page (an arrow button that just became disabled): Tab comes back inside.
      if (event.key === 'Tab' && !dialog.current?.contains(document.activeElement)) {
        event.preventDefault();
        closeButton.current?.focus();
        return;
      }
      if (event.key === 'Escape') keys.current.onClose();
      else if (event.key === 'ArrowLeft') keys.current.previous();
      else if (event.key === 'ArrowRight') keys.current.next();
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  /** Tab and Shift+Tab go round the viewer's buttons, never to the page behind. */
  const trapTab = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>('button:not(:disabled)')];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!event.isPrimary) return;
    swipe.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start || start.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) < Math.abs(dy)) return;
    if (dx < 0) next();
    else previous();
  };

  if (!image) return null;
  const caption = image.caption?.trim() ?? '';
  const label = `Ảnh ${index + 1} / ${count}`;
  const srcSet = uploadSrcSet(image.url);
  // Straight into the body (not Mantine's Portal, which mounts a render later): focus can move at once.
  return createPortal(
    <div
      ref={dialog}
      className={classes.overlay}
      role="dialog"
      aria-modal="true"
      aria-label={`${title}: ${label}`}
      onKeyDown={trapTab}
      data-testid="lightbox"
    >
      <div className={classes.top}>
        <span className={classes.counter} aria-live="polite">
          {index + 1} / {count}
        </span>
        <span className={classes.title}>{title}</span>
        <button
          ref={closeButton}
          type="button"
          className={classes.close}
          aria-label="Đóng"
          title="Đóng (Esc)"
          onClick={onClose}
        >
          <IconX size={24} aria-hidden />
        </button>
      </div>
      <div
        className={classes.stage}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipe.current = null;
        }}
      >
        <img
          key={image.url}
          src={image.url}
          srcSet={srcSet}
          sizes={srcSet ? '100vw' : undefined}
          alt={caption || `${title} — ${label}`}
          draggable={false}
          data-loaded={loadedUrl === image.url}
          onLoad={() => setLoadedUrl(image.url)}
          onError={() => setLoadedUrl(image.url)}
        />
        {loadedUrl === image.url ? null : (
          <div className={classes.spinner}>
            <Loader color="gray.3" size="md" aria-label="Đang tải ảnh" />
          </div>
        )}
        <NavButton side={classes.prev} label="Ảnh trước" arrow="←" disabled={!hasPrevious} onClick={previous}>
          <IconChevronLeft size={28} aria-hidden />
        </NavButton>
        <NavButton side={classes.next} label="Ảnh sau" arrow="→" disabled={!hasNext} onClick={next}>
          <IconChevronRight size={28} aria-hidden />
        </NavButton>
      </div>
      {caption ? <p className={classes.caption}>{caption}</p> : <div className={classes.caption} />}
    </div>,
    document.body,
  );
}
