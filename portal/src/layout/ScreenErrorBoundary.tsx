import { Component, type MouseEvent, type ReactNode } from 'react';
import { StatusPage } from '../pages/StatusPage';
import { isChunkLoadError, reloadForNewRelease } from '../start/staleRelease';
import { ActionLink } from '../ui/primitives';

interface Props {
  /** The current path: moving to another page clears the error and tries again. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  failedAt: string | null;
}

function reload(event: MouseEvent) {
  event.preventDefault();
  window.location.reload();
}

/**
 * Around the content area: a screen whose code could not be downloaded (offline, or a release replaced the files)
 * or that failed to render shows this card inside the shell, which stays usable. A screen of a previous release
 * reloads the page once first (staleRelease.ts), which brings the current one.
 */
export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { failedAt: null };

  static getDerivedStateFromError(): Partial<State> {
    // Completed with the path in componentDidCatch; any non-null value marks the failure until then.
    return { failedAt: '' };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return state.failedAt !== null && state.failedAt !== '' && state.failedAt !== props.resetKey ? { failedAt: null } : null;
  }

  override componentDidCatch(error: unknown) {
    this.setState({ failedAt: this.props.resetKey });
    if (isChunkLoadError(error)) reloadForNewRelease();
  }

  override render() {
    if (this.state.failedAt === null) return this.props.children;
    return (
      <StatusPage
        tone="warn"
        icon="alert"
        title="This page could not be loaded"
        text="Check your connection, then reload the page."
        actions={
          <ActionLink href={window.location.href} onClick={reload}>
            Reload
          </ActionLink>
        }
      />
    );
  }
}
