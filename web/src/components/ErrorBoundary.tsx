import { Component, type ReactNode } from 'react';

interface Props {
  fallback: ReactNode | ((error: unknown) => ReactNode);
  children: ReactNode;
  /** When it changes, a boundary showing its fallback tries its children again. */
  resetKey?: unknown;
}

interface State {
  error: unknown;
  failed: boolean;
}

/** Catches render errors (e.g. a failed query) and shows a fallback instead. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey)
      this.setState({ error: null, failed: false });
  }

  override render() {
    if (this.state.failed) {
      const { fallback } = this.props;
      return typeof fallback === 'function' ? fallback(this.state.error) : fallback;
    }
    return this.props.children;
  }
}
