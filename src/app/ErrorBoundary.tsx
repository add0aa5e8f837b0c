import React from 'react';
import styled from 'styled-components';

/** Shows product-rules §8's fallback instead of a white page when rendering throws. */
export class ErrorBoundary extends React.Component<{ children: React.ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error, info: React.ErrorInfo): void {
    console.error('Unexpected application error', error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <Panel role="alert">
        <h1>Unexpected Application Error!</h1>
        <p>{this.state.error.message}</p>
        <p>
          <a href="/">Go to the home page</a> or{' '}
          <button type="button" onClick={() => window.location.reload()}>
            reload this page
          </button>
          .
        </p>
      </Panel>
    );
  }
}

const Panel = styled.div`
  max-width: 40rem;
  margin: 20vh auto;
  padding: 0 1rem;
`;
