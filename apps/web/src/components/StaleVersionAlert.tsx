import { Alert, Button, type MantineSpacing, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { ApiError } from '../lib/api.ts';

/**
 * Someone else saved the record first: a 409 that names no field. Some 409s carry a
 * message about one field only (a taken slug, a duplicate account); those are passed in
 * `fieldMessages` so they stay field errors and never show the stale-version alert.
 */
export function isStaleWrite(error: unknown, fieldMessages: readonly string[] = []): boolean {
  return (
    error instanceof ApiError &&
    error.status === 409 &&
    !error.errors?.length &&
    !fieldMessages.includes(error.message)
  );
}

interface StaleVersionAlertProps {
  /** What the server said (or the fallback), shown under the title. */
  message: string;
  /** Loads the newest copy; without it the alert offers no button. */
  onReload?: () => void;
  reloading?: boolean;
  mb?: MantineSpacing;
}

/** The "Dữ liệu đã thay đổi" alert of a stale edit (409), with a button that reloads the newest copy. */
export function StaleVersionAlert({ message, onReload, reloading = false, mb }: StaleVersionAlertProps) {
  return (
    <Alert
      mb={mb}
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle size={20} />}
      title="Dữ liệu đã thay đổi"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        {onReload ? (
          <Button
            size="xs"
            variant="white"
            color="yellow.9"
            leftSection={<IconRefresh size={14} />}
            loading={reloading}
            onClick={onReload}
          >
            Tải lại dữ liệu mới nhất
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}
