import React from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { StyleSheetManager, ThemeProvider } from 'styled-components';
import { GlobalStyle } from '../styles/global-style';
import { theme } from '../styles/theme';
import { decap, type Instance } from './decap';
import type { PreviewProps } from './previews/preview-data';

type FrameProps = PreviewProps & { document: Document };

interface Mounted {
  el?: HTMLDivElement | null;
  root?: Root;
}

function paint(self: Instance<FrameProps> & Mounted, render: (props: PreviewProps) => React.ReactElement) {
  if (!self.el) return;
  self.root ??= createRoot(self.el);
  // Styles go into the preview frame's head, where the preview renders, not into the editor's page.
  self.root.render(
    <StyleSheetManager target={self.props.document.head}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        {render(self.props)}
      </ThemeProvider>
    </StyleSheetManager>,
  );
}

/**
 * A Decap preview template (a Decap React 19 component holding one empty div) whose content is
 * the site's own components rendered by the site's React 18 into that div. Decap re-renders it on
 * every keystroke; each update re-renders the React 18 root.
 */
export function siteRootPreview(render: (props: PreviewProps) => React.ReactElement): unknown {
  const { createClass, h } = decap();
  return createClass<FrameProps>({
    componentDidMount() {
      paint(this as Instance<FrameProps> & Mounted, render);
    },
    componentDidUpdate() {
      paint(this as Instance<FrameProps> & Mounted, render);
    },
    componentWillUnmount() {
      const root = (this as Mounted).root;
      // Unmounting synchronously while Decap's React is rendering logs a warning; defer it.
      if (root) setTimeout(() => root.unmount(), 0);
    },
    render() {
      return h('div', {
        ref: (el: HTMLDivElement | null) => {
          (this as Mounted).el = el;
        },
      });
    },
  });
}
