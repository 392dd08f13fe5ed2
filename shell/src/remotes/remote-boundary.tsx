import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Alert, Button, Stack, Text } from '@groombook/ui';

interface Props {
  label: string;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Keeps a failing remote inside its own area: the header and the other remotes keep working. */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`${this.props.label} failed to load or render`, error, info.componentStack);
  }

  private retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Alert color="red" title={`${this.props.label} is unavailable right now`} role="alert" data-testid="remote-fallback">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">
            This part of the application could not be loaded. The rest of the application still works; try again in a
            moment.
          </Text>
          <Button variant="light" color="red" onClick={this.retry}>
            Retry
          </Button>
        </Stack>
      </Alert>
    );
  }
}
