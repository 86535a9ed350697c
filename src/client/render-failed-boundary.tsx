import { Component, type ReactNode } from 'react';

/**
 * Shows `fallback` in place of children that threw while rendering, such as a lazy part whose code
 * failed to load (the connection dropped, or a new deployment replaced the chunk): without a boundary
 * React removes the whole island and the page goes blank.
 */
export class RenderFailedBoundary extends Component<
  { fallback: ReactNode; children: ReactNode; onFailed?: () => void },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onFailed?.();
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
