import React from 'react';
import styled from 'styled-components';

type Props = { children: React.ReactNode; fallback?: React.ReactNode };

/** Shows `fallback`, or else product-rules §8's message, instead of a white page when rendering throws. */
export class ErrorBoundary extends React.Component<Props, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error, info: React.ErrorInfo): void {
    console.error('Unexpected application error', error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    if (this.props.fallback) return this.props.fallback;
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
