import type * as ReactModule from 'react';
import { TextEncoder } from 'node:util';

// React's server renderer needs TextEncoder, which jsdom leaves out; act() needs to know it is in a test.
Object.assign(globalThis, { TextEncoder, IS_REACT_ACT_ENVIRONMENT: true });

// deferred.tsx remembers whether the landing page has hydrated, so every test loads a fresh copy (with its own
// React, which the copy must share).
async function fresh() {
  jest.resetModules();
  return {
    React: await import('react'),
    client: await import('react-dom/client'),
    server: await import('react-dom/server'),
    act: (await import('react-dom/test-utils')).act,
    router: await import('@gatsbyjs/reach-router'),
    deferred: await import('./deferred'),
  };
}

/** A module with one section, whose loads the test counts and whose code arrives when the test says so. */
function sectionModule(React: typeof ReactModule) {
  const Section = ({ text }: { text: string }) => React.createElement('p', null, `Live: ${text}`);
  let arrive: () => void = () => undefined;
  const load = jest.fn(
    () =>
      new Promise<{ Section: typeof Section }>((resolve) => {
        arrive = () => resolve({ Section });
      }),
  );
  return { load, arrive: () => arrive() };
}

/**
 * Hydrates a static section over the server's HTML for it, on a page at `/services/`. The server's HTML comes
 * from a stand-in at the same place in the tree, which gets the same id as the hydrating section.
 */
async function landWithStaticSection(text: string) {
  const loaded = await fresh();
  const { React, client, server, act, router, deferred } = loaded;
  const history = router.createHistory(router.createMemorySource('/services/'));
  const section = sectionModule(React);
  const Static = deferred.staticSection(section.load, 'Section');
  const page = (child: ReactModule.ReactElement) => React.createElement(router.LocationProvider, { history }, child);
  function ServerSection() {
    return React.createElement(
      'div',
      { 'data-static': React.useId() },
      React.createElement('p', null, 'From the server'),
    );
  }
  const container = document.createElement('div');
  container.innerHTML = server.renderToString(page(React.createElement(ServerSection)));
  document.body.append(container);
  await act(async () => {
    client.hydrateRoot(container, page(React.createElement(Static, { text })));
  });
  return { ...loaded, ...section, history, container };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('staticSection', () => {
  it('keeps its server HTML on the page the visitor lands on, without loading its code', async () => {
    const { container, load } = await landWithStaticSection('services');

    expect(container.textContent).toBe('From the server');
    expect(load).not.toHaveBeenCalled();
  });

  it('renders its component once the visitor moves to another page', async () => {
    const { act, deferred, history, container, load, arrive } = await landWithStaticSection('about');
    deferred.whenHydrated(() => undefined);

    // The router moves on in an animation frame; navigate() resolves only when its transition completes.
    await act(async () => {
      void history.navigate('/about/');
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
    });
    await act(async () => arrive());

    expect(load).toHaveBeenCalledTimes(1);
    expect(container.textContent).toBe('Live: about');
  });

  it('renders its component when there is no server HTML to keep', async () => {
    const { React, client, act, router, deferred } = await fresh();
    const history = router.createHistory(router.createMemorySource('/'));
    const { load, arrive } = sectionModule(React);
    const Static = deferred.staticSection(load, 'Section');
    const container = document.createElement('div');
    document.body.append(container);

    await act(async () => {
      client
        .createRoot(container)
        .render(
          React.createElement(router.LocationProvider, { history }, React.createElement(Static, { text: 'home' })),
        );
    });
    await act(async () => arrive());

    expect(container.textContent).toBe('Live: home');
  });
});

describe('whenHydrated', () => {
  it('waits for every deferred section of the landing page, and for none that left before its code came', async () => {
    const { React, client, act, deferred } = await fresh();
    const first = sectionModule(React);
    const second = sectionModule(React);
    const First = deferred.deferred(first.load, 'Section');
    const Second = deferred.deferred(second.load, 'Section');
    const done = jest.fn();
    function Page({ withSecond }: { withSecond: boolean }) {
      React.useEffect(() => deferred.whenHydrated(done), []);
      return React.createElement(
        React.Fragment,
        null,
        React.createElement(First, { text: 'one' }),
        withSecond ? React.createElement(Second, { text: 'two' }) : null,
      );
    }
    const container = document.createElement('div');
    document.body.append(container);
    const root = client.createRoot(container);

    await act(async () => root.render(React.createElement(Page, { withSecond: true })));
    expect(done).not.toHaveBeenCalled();

    await act(async () => first.arrive());
    expect(done).not.toHaveBeenCalled();

    // The second section goes before its code arrives: nothing is left to wait for.
    await act(async () => root.render(React.createElement(Page, { withSecond: false })));
    expect(done).toHaveBeenCalledTimes(1);
    expect(container.textContent).toBe('Live: one');
  });
});
