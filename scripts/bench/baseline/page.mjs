// The bench's baseline page (scripts/bench/baseline/build.mjs): deliberately minimal, made with the site's
// stack (React 18 server-rendered and hydrated, styled-components) and nothing else: a short header, a heading,
// three paragraphs, a list and a footer in a system font. It is never part of the site. Each template is
// measured beside it in the same minutes, so a slow or busy machine shows in both, and a template's TBT and
// score read as a ratio to what the stack itself costs there.
import { createElement as h, useState } from 'react';
import styled from 'styled-components';

const Shell = styled.div`
  font-family: system-ui, sans-serif;
  line-height: 1.6;
  color: #1c2433;
  max-width: 42rem;
  margin: 0 auto;
  padding: 1rem;
`;
const Header = styled.header`
  display: flex;
  gap: 1rem;
  padding-bottom: 1rem;
  border-bottom: 1px solid #d5dbe5;
`;
const Link = styled.a`
  color: #1f4fb4;
`;
const Button = styled.button`
  font: inherit;
  padding: 0.25rem 0.75rem;
`;

export function Page() {
  const [count, setCount] = useState(0);
  return h(
    Shell,
    null,
    h(
      Header,
      null,
      ['Home', 'Services', 'Blog', 'Contact'].map((label) => h(Link, { key: label, href: '#main' }, label)),
    ),
    h(
      'main',
      { id: 'main' },
      h('h1', null, 'Baseline page'),
      h(
        'p',
        null,
        'A reference document for the benchmark: server-rendered by React, styled by styled-components and hydrated in the browser, with nothing else on it.',
      ),
      h(
        'p',
        null,
        'Whatever this page costs on a machine is the floor every template of the site is compared with in the same run.',
      ),
      h(
        'ul',
        null,
        ['Parse', 'Style', 'Layout', 'Hydrate'].map((step) => h('li', { key: step }, step)),
      ),
      h(Button, { type: 'button', onClick: () => setCount(count + 1) }, `Pressed ${count} times`),
    ),
    h('footer', null, h('p', null, 'Bench baseline, not part of the site.')),
  );
}
