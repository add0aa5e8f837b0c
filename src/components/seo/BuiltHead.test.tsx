import React, { Suspense } from 'react';
import { render, screen } from '@testing-library/react';

/** A fresh module per test: BuiltHead remembers which page the tab opened on. */
function loadBuiltHead(): typeof import('./BuiltHead').BuiltHead {
  let component!: typeof import('./BuiltHead').BuiltHead;
  jest.isolateModules(() => {
    component = (jest.requireActual('./BuiltHead') as typeof import('./BuiltHead')).BuiltHead;
  });
  return component;
}

const builtHead = (title: string, description: string) =>
  `<title data-gatsby-head="true">${title}</title>` +
  `<meta data-gatsby-head="true" name="description" content="${description}">` +
  `<script data-gatsby-head="true" type="application/ld+json">{"@type":"WebPage","name":"${title}"}</script>`;

function renderHead(BuiltHead: ReturnType<typeof loadBuiltHead>, pathname: string) {
  return render(
    <Suspense fallback={<p>fetching</p>}>
      <BuiltHead location={{ pathname }} />
    </Suspense>,
  );
}

beforeEach(() => {
  document.head.innerHTML = builtHead('About | StarOps', 'Who we are') + '<meta name="viewport" content="x">';
  document.body.innerHTML = '';
  global.fetch = jest.fn();
});

test('the first page renders the tags already in the document, without fetching', () => {
  const { container } = renderHead(loadBuiltHead(), '/about/');
  expect(container.querySelector('title')?.textContent).toBe('About | StarOps');
  expect(container.querySelector('meta')?.getAttribute('content')).toBe('Who we are');
  expect(container.querySelector('meta')?.hasAttribute('data-gatsby-head')).toBe(false);
  expect(container.querySelector('script')?.textContent).toBe('{"@type":"WebPage","name":"About | StarOps"}');
  expect(container.querySelectorAll('meta')).toHaveLength(1);
  expect(global.fetch).not.toHaveBeenCalled();
});

test.each([
  [200, 'Careers | StarOps'],
  [404, 'Page not found | StarOps'],
])('a later page takes its tags from its own built HTML (answered %i)', async (status, title) => {
  const BuiltHead = loadBuiltHead();
  renderHead(BuiltHead, '/about/').unmount();
  jest.mocked(global.fetch).mockResolvedValue({
    ok: status === 200,
    status,
    text: async () => `<html><head>${builtHead(title, 'Open roles')}</head><body></body></html>`,
  } as Response);
  const { container } = renderHead(BuiltHead, '/careers/');
  expect(screen.getByText('fetching')).toBeTruthy();
  await screen.findByText(title);
  expect(global.fetch).toHaveBeenCalledWith('/careers/', { credentials: 'same-origin' });
  expect(container.querySelector('meta')?.getAttribute('content')).toBe('Open roles');
});

test.each([
  ['the request fails', () => Promise.reject(new TypeError('offline'))],
  [
    'the answer is not one of our pages',
    () =>
      Promise.resolve({ ok: false, status: 503, text: async () => '<title>Service Unavailable</title>' } as Response),
  ],
])('when %s, the title is the new page’s main heading', async (_case, answer) => {
  const BuiltHead = loadBuiltHead();
  renderHead(BuiltHead, '/about/').unmount();
  document.body.innerHTML = '<main><h1> Open roles </h1></main>';
  jest.mocked(global.fetch).mockImplementation(answer);
  const { container } = renderHead(BuiltHead, '/careers/');
  await screen.findByText('Open roles', { selector: 'title' });
  expect(container.querySelectorAll('meta, script')).toHaveLength(0);
});
