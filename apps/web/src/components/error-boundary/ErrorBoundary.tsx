import { Component, type ReactNode } from 'react';
import { Center, Loader } from '@mantine/core';
import { ErrorScreen } from './ErrorScreen';
import { isChunkLoadError, mayReloadForChunk, reloadForChunk } from './chunk-load';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** A new value (the next page) clears the error. */
  resetKey?: unknown;
}

interface ErrorBoundaryState {
  error: unknown;
  /** Missing code, and the tab has not reloaded for it yet: it reloads now. */
  reloading: boolean;
}

/**
 * Catches what the pages below it throw while rendering, a page whose code failed to load included,
 * and shows the error screen with Retry in their place. Missing code first reloads the page once.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, reloading: false };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error, reloading: isChunkLoadError(error) && mayReloadForChunk() };
  }

  override componentDidCatch() {
    if (this.state.reloading) reloadForChunk();
  }

  override componentDidUpdate(previous: ErrorBoundaryProps) {
    if (this.state.error !== null && previous.resetKey !== this.props.resetKey) this.setState({ error: null, reloading: false });
  }

  // Missing code stays missing until the page is loaded again; a render error may pass on a second try.
  private retry = () => (isChunkLoadError(this.state.error) ? window.location.reload() : this.setState({ error: null, reloading: false }));

  override render() {
    if (this.state.error === null) return this.props.children;
    if (this.state.reloading) {
      return (
        <Center mih="60vh">
          <Loader aria-label="Reloading" />
        </Center>
      );
    }
    return <ErrorScreen missingCode={isChunkLoadError(this.state.error)} onRetry={this.retry} />;
  }
}
