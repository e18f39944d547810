import { Alert, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/form-errors.ts';
import { usePageTitle } from '../../../lib/site-setting.ts';
import { useUnsubscribe } from '../api/reminders.ts';
import { REMINDERS_FALLBACK } from '../texts.ts';

/**
 * /reminders/unsubscribe?user=…&key=…: where the link of a reminder mail leads. Opening it changes
 * nothing (mail scanners open links); the button stops the mail.
 */
export function UnsubscribePage() {
  usePageTitle('Ngừng nhận thư nhắc ngày giỗ');
  const [params] = useSearchParams();
  const user = params.get('user') ?? '';
  const key = params.get('key') ?? '';
  const stop = useUnsubscribe();
  const complete = user !== '' && key !== '';

  return (
    <Container size="xs" py="xl">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={1} size="h3">
            Ngừng nhận thư nhắc ngày giỗ
          </Title>
          {stop.isSuccess ? (
            <Alert color="teal" icon={<IconCheck size={18} />} title={stop.data}>
              Bạn có thể bật lại bất cứ lúc nào trong mục Nhắc ngày giỗ của tài khoản.
            </Alert>
          ) : !complete ? (
            <Alert color="red" title="Liên kết không đầy đủ">
              Hãy mở lại liên kết trong thư nhắc, hoặc đăng nhập để đổi cài đặt nhắc ngày giỗ.
            </Alert>
          ) : (
            <>
              <Text>Bạn sẽ không nhận thư nhắc ngày giỗ của dòng họ qua email nữa.</Text>
              {stop.isError ? (
                <Alert color="red" role="alert">
                  {errorMessage(stop.error, REMINDERS_FALLBACK.unsubscribe)}
                </Alert>
              ) : null}
              <Button color="red" loading={stop.isPending} onClick={() => stop.mutate({ user, key })}>
                Ngừng nhận thư nhắc
              </Button>
            </>
          )}
          <Button component={Link} to="/settings/reminders" variant="subtle">
            Mở cài đặt nhắc ngày giỗ
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
