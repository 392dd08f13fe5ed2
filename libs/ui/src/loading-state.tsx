import { Group, Loader, Text } from '@mantine/core';

export interface LoadingStateProps {
  /** What is loading, as the product words it: 'Loading groomers...'. */
  label: string;
}

/** A list or page that is loading: a spinner and its words, centred where the content will be. */
export function LoadingState({ label }: LoadingStateProps) {
  return (
    <Group justify="center" py="xl" role="status">
      <Loader size="sm" />
      <Text>{label}</Text>
    </Group>
  );
}
