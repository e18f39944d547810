import { CloseButton, Paper, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Countdown } from '../lib/countdown.ts';
import {
  DEFAULT_TOAST_LIFE,
  type ShownToast,
  type ToastSeverity,
  toastStore,
  useToasts,
} from '../lib/toast.ts';
import classes from './Toaster.module.css';

const ICONS: Record<ToastSeverity, typeof IconInfoCircle> = {
  info: IconInfoCircle,
  success: IconCircleCheck,
  warn: IconAlertTriangle,
  error: IconCircleX,
};

const LABELS: Record<ToastSeverity, string> = {
  info: 'Thông tin',
  success: 'Thành công',
  warn: 'Cảnh báo',
  error: 'Lỗi',
};

function Toast({ toast }: { toast: ShownToast }) {
  const countdown = useRef<Countdown | null>(null);
  useEffect(() => {
    if (toast.sticky) return;
    const timer = new Countdown(toast.life ?? DEFAULT_TOAST_LIFE, () => toastStore.remove(toast.id));
    countdown.current = timer;
    timer.start();
    return () => timer.stop();
  }, [toast]);

  const Icon = ICONS[toast.severity];
  const close = () => toastStore.remove(toast.id);
  const click = () => {
    toast.onClick?.();
    close();
  };
  return (
    <Paper
      role={toast.severity === 'error' ? 'alert' : 'status'}
      aria-label={LABELS[toast.severity]}
      className={[classes.toast, classes[toast.severity], toast.styleClass].filter(Boolean).join(' ')}
      data-severity={toast.severity}
      shadow="md"
      onMouseEnter={() => countdown.current?.pause()}
      onMouseLeave={() => countdown.current?.start()}
      onClick={click}
    >
      <Icon className={classes.icon} size={22} aria-hidden />
      <div className={classes.body}>
        <Text fw={600} size="sm" className={classes.summary}>
          {toast.summary}
        </Text>
        {toast.detail ? (
          <Text size="sm" className={classes.detail}>
            {toast.detail}
          </Text>
        ) : null}
      </div>
      {toast.closable ? (
        <CloseButton
          aria-label="Đóng thông báo"
          size="sm"
          onClick={(event) => {
            event.stopPropagation();
            close();
          }}
        />
      ) : null}
    </Paper>
  );
}

/** Global toasts, top-right (spec §9); a toaster with `group` shows only that group's messages. */
export function Toaster({ group }: { group?: string }) {
  const toasts = useToasts().filter((t) => t.group === group);
  return (
    <div className={classes.region} aria-live="polite">
      {toasts.map((t) => (
        <Toast key={t.id} toast={t} />
      ))}
    </div>
  );
}
