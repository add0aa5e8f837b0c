import React from 'react';

interface LoadFailureProps {
  /** What to render once a part failed to load. */
  fallback: React.ReactNode;
  onFailure?: () => void;
  children: React.ReactNode;
}

/** Catches a lazily loaded part of the form that failed to load (offline, blocked). */
export class LoadFailure extends React.Component<LoadFailureProps, { hasFailed: boolean }> {
  state = { hasFailed: false };

  static getDerivedStateFromError(): { hasFailed: boolean } {
    return { hasFailed: true };
  }

  componentDidCatch(error: Error): void {
    console.error('Contact form: a part of the form could not be loaded', error);
    this.props.onFailure?.();
  }

  render() {
    return this.state.hasFailed ? this.props.fallback : this.props.children;
  }
}
