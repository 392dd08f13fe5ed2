import { Center, Loader, PagePlaceholder, Stack, Text } from '@groombook/ui';

/** A check in progress, in the page's place: a spinner over its words. */
export function Checking({ label }: { label: string }) {
  return (
    <Center py="xl">
      <Stack align="center" gap="xs">
        <Loader size="sm" />
        <Text role="status">{label}</Text>
      </Stack>
    </Center>
  );
}

/**
 * The page's place while the session is checked: the first render of every page that needs a
 * session, under the page's title where its address has one. The first frames the server sends
 * before any script runs are this too (first-frame.tsx).
 */
export function SessionCheck() {
  return (
    <PagePlaceholder>
      <Checking label="Verifying authentication..." />
    </PagePlaceholder>
  );
}
