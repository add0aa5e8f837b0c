import React from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { StyleSheetManager } from 'styled-components';
import { FONT_FACE_CSS, GlobalStyle } from '../styles/global-style';
import { THEME_CSS } from '../styles/palettes';
import { decap } from './decap';
import type { PreviewProps } from './previews/preview-data';

type FrameProps = PreviewProps & { document: Document };

/**
 * What the preview shows when a half-filled entry trips a site component: a plain sentence, not Decap's blank
 * pane; the next keystroke tries again. The form keeps every value, so nothing typed is lost.
 */
export class PreviewFallback extends React.Component<
  { children: React.ReactNode; entry: unknown },
  { failed: boolean }
> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidUpdate(previous: { entry: unknown }) {
    if (this.state.failed && previous.entry !== this.props.entry) this.setState({ failed: false });
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p role="status" style={{ margin: 16, font: '16px/1.5 system-ui, sans-serif' }}>
        The preview cannot show this entry until more of the form is filled in. Keep typing: it tries again with every
        change, and nothing you typed is lost.
      </p>
    );
  }
}
type Mounted = { el?: HTMLDivElement | null; root?: Root };

/** A Decap preview template holding one div, into which the site's React 18 renders `Preview` on every keystroke. */
export function siteRootPreview(Preview: React.ComponentType<PreviewProps>): unknown {
  const { createClass, h } = decap();
  function paint(this: Mounted & { props: FrameProps }) {
    if (!this.el) return;
    this.root ??= createRoot(this.el);
    // Styles go into the preview frame's head, where the preview renders, not into the editor's page.
    this.root.render(
      <StyleSheetManager target={this.props.document.head}>
        {/* The site's font and colour variables, which every page has in its head (gatsby/ssr). */}
        <style>{FONT_FACE_CSS + THEME_CSS}</style>
        <GlobalStyle />
        <PreviewFallback entry={this.props.entry}>
          <Preview {...this.props} />
        </PreviewFallback>
      </StyleSheetManager>,
    );
  }
  return createClass<FrameProps, Mounted>({
    componentDidMount: paint,
    componentDidUpdate: paint,
    componentWillUnmount() {
      const { root } = this;
      // Unmounting synchronously while Decap's React is rendering logs a warning; defer it.
      if (root) setTimeout(() => root.unmount(), 0);
    },
    render() {
      return h('div', {
        ref: (el: HTMLDivElement | null) => {
          this.el = el;
        },
      });
    },
  });
}
