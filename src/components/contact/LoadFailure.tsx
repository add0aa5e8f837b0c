import React from 'react';

interface LoadFailureProps {
  onFailure: (error: Error) => void;
  children: React.ReactNode;
}

/** Catches a lazily loaded part that failed to load (offline, blocked) so the form can offer a retry. */
export class LoadFailure extends React.Component<LoadFailureProps, { hasFailed: boolean }> {
  state = { hasFailed: false };

  static getDerivedStateFromError(): { hasFailed: boolean } {
    return { hasFailed: true };
  }

  componentDidCatch(error: Error): void {
    console.error('Contact form: the human check could not be loaded', error);
    this.props.onFailure(error);
  }

  render() {
    return this.state.hasFailed ? null : this.props.children;
  }
}
