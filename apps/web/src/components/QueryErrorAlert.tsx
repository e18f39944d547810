import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { errorMessage } from '../lib/form-errors.ts';

interface QueryErrorAlertProps {
  title: string;
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
}

/** A failed load: what failed, the server's reason, and a way to try again. */
export function QueryErrorAlert({ title, error, onRetry, retrying = false }: QueryErrorAlertProps) {
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertCircle size={20} />}>
      <Group justify="space-between" gap="sm">
        <Text size="sm">{errorMessage(error, 'Đã có lỗi xảy ra')}</Text>
        <Button
          size="xs"
          variant="white"
          color="red"
          leftSection={<IconRefresh size={14} />}
          loading={retrying}
          onClick={onRetry}
        >
          Thử lại
        </Button>
      </Group>
    </Alert>
  );
}

/** What `FailedQueryAlert` needs of its query (a TanStack `useQuery` result fits). */
export interface RetryableQuery {
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/** A failed query's alert: its error, and a retry that refetches it. */
export function FailedQueryAlert({ title, query }: { title: string; query: RetryableQuery }) {
  return (
    <QueryErrorAlert
      title={title}
      error={query.error}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}
