import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router';
import { usePageTitle } from '../lib/site-setting.ts';

export interface ErrorPageProps {
  status?: number;
  description?: string;
}

/** Spec §2: status code (default 500), status message (Page Not Found for 404, else Internal Server Error), description. */
export function ErrorPage({ status = 500, description }: ErrorPageProps) {
  usePageTitle(status === 404 ? 'Không tìm thấy trang' : 'Đã có lỗi xảy ra');
  const statusMessage = status === 404 ? 'Page Not Found' : 'Internal Server Error';
  const text =
    description ??
    (status === 404
      ? 'Trang bạn tìm không tồn tại hoặc đã được chuyển đi.'
      : 'Đã có lỗi xảy ra. Vui lòng tải lại trang hoặc thử lại sau.');
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="xs" maw={520} ta="center">
        <Title order={1} fz={72} c="clan" lh={1} data-testid="error-status">
          {status}
        </Title>
        <Title order={2} size="h3">
          {statusMessage}
        </Title>
        <Text c="dimmed">{text}</Text>
        <Button component={Link} to="/" variant="light" mt="md">
          Về trang chủ
        </Button>
      </Stack>
    </Center>
  );
}

/** The not-found error for an unmatched route (spec §8: 'Page Not Found: {path}'). */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return <ErrorPage status={404} description={`Page Not Found: ${pathname}`} />;
}

/** Router error element: thrown responses keep their status; anything else is a 500. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) return <ErrorPage status={error.status} />;
  return <ErrorPage status={500} />;
}
