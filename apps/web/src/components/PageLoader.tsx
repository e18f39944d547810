import { Center, Loader } from '@mantine/core';

export function PageLoader() {
  return (
    <Center mih="40vh" role="status" aria-busy="true" aria-label="Đang tải">
      <Loader color="clan" />
    </Center>
  );
}
