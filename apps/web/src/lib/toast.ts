import { useSyncExternalStore } from 'react';

export type ToastSeverity = 'info' | 'success' | 'warn' | 'error';

/** Spec §3 toast message. */
export interface ToastMessage {
  severity: ToastSeverity;
  summary: string;
  detail?: string;
  /** Milliseconds before it closes by itself. */
  life?: number;
  /** Shows a close button (clicking anywhere on the toast closes it too). */
  closable?: boolean;
  /** Stays until closed. */
  sticky?: boolean;
  styleClass?: string;
  /** Runs when the toast is clicked, before it closes. */
  onClick?: () => void;
  /** Toasters show only their group; the global one shows messages without a group. */
  group?: string;
}

export interface ShownToast extends ToastMessage {
  id: number;
}

export const DEFAULT_TOAST_LIFE = 4000;

let nextId = 1;
let toasts: readonly ShownToast[] = [];
const listeners = new Set<() => void>();

function publish(next: readonly ShownToast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

export const toastStore = {
  get: () => toasts,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  show(message: ToastMessage): number {
    const id = nextId++;
    publish([...toasts, { closable: true, ...message, id }]);
    return id;
  },
  remove(id: number): void {
    publish(toasts.filter((t) => t.id !== id));
  },
  clear(group?: string): void {
    publish(toasts.filter((t) => t.group !== group));
  },
};

/** Shorthands: `toast.success('Đã duyệt thành viên thành công')`. */
export const toast = {
  show: (message: ToastMessage) => toastStore.show(message),
  success: (summary: string, detail?: string) =>
    toastStore.show({ severity: 'success', summary, ...(detail ? { detail } : {}) }),
  info: (summary: string, detail?: string) =>
    toastStore.show({ severity: 'info', summary, ...(detail ? { detail } : {}) }),
  warn: (summary: string, detail?: string) =>
    toastStore.show({ severity: 'warn', summary, ...(detail ? { detail } : {}) }),
  error: (summary: string, detail?: string) =>
    toastStore.show({ severity: 'error', summary, ...(detail ? { detail } : {}) }),
};

export function useToasts(): readonly ShownToast[] {
  return useSyncExternalStore(toastStore.subscribe, toastStore.get, toastStore.get);
}
