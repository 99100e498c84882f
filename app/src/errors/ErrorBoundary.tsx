import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from './report';

type Props = { children: ReactNode };
type State = { failed: boolean };

/**
 * The top-level error boundary, around the router: a render error that escapes the routes' own
 * `errorElement` is recorded and opens the 'Error Inesperado' dialog (rendered outside this boundary).
 * Error boundaries still have to be classes in React 19.
 */
export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportError(error, 'react', { componentStack: info.componentStack ?? undefined });
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
