import type * as ReactModule from 'react';
import { TextEncoder } from 'node:util';

// React's server renderer needs TextEncoder, which jsdom leaves out; act() needs to know it is in a test.
Object.assign(globalThis, { TextEncoder, IS_REACT_ACT_ENVIRONMENT: true });

// deferred.tsx remembers whether the landing page has hydrated, so every test loads a fresh copy (with its own
// React, which the copy must share), and of near-section.tsx, which reads that memory.
async function fresh() {
  jest.resetModules();
  return {
    React: await import('react'),
    client: await import('react-dom/client'),
    server: await import('react-dom/server'),
    act: (await import('react-dom/test-utils')).act,
    router: await import('@gatsbyjs/reach-router'),
    deferred: await import('./deferred'),
    near: await import('./near-section'),
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

/** Stands in for IntersectionObserver (jsdom has none): the test says when the observed element comes near. */
function observerStandIn() {
  const observers: Array<{ callback: IntersectionObserverCallback; targets: Element[] }> = [];
  class StandIn {
    private readonly entry: { callback: IntersectionObserverCallback; targets: Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, targets: [] };
      observers.push(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    disconnect() {
      this.entry.targets = [];
    }
  }
  Object.assign(window, { IntersectionObserver: StandIn });
  return {
    watched: () => observers.flatMap(({ targets }) => targets),
    comeNear: () =>
      observers.forEach(({ callback, targets }) =>
        callback(
          targets.map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry),
          {} as IntersectionObserver,
        ),
      ),
  };
}

/**
 * Hydrates a page at `/` with a near section (a counter) over server HTML rendered by the same component, and a
 * layout that marks when the page has hydrated.
 */
async function landWithNearSection() {
  const loaded = await fresh();
  const { React, client, server, act, router, deferred, near } = loaded;
  const observer = observerStandIn();
  const history = router.createHistory(router.createMemorySource('/'));
  function Counter({ start }: { start: number }) {
    const [count, setCount] = React.useState(start);
    return React.createElement('button', { type: 'button', onClick: () => setCount(count + 1) }, `Count: ${count}`);
  }
  let arrive: () => void = () => undefined;
  const load = jest.fn(
    () =>
      new Promise<{ Counter: typeof Counter }>((resolve) => {
        arrive = () => resolve({ Counter });
      }),
  );
  const Near = near.nearSection(load, 'Counter');
  const hydrated = jest.fn();
  function Page({ section }: { section: ReactModule.ReactElement }) {
    React.useEffect(() => deferred.whenHydrated(hydrated), []);
    return React.createElement(router.LocationProvider, { history }, section);
  }
  function ServerSection() {
    return React.createElement('div', { 'data-near': React.useId() }, React.createElement(Counter, { start: 3 }));
  }
  const container = document.createElement('div');
  container.innerHTML = server.renderToString(
    React.createElement(Page, { section: React.createElement(ServerSection) }),
  );
  document.body.append(container);
  const button = container.querySelector('button')!;
  await act(async () => {
    client.hydrateRoot(container, React.createElement(Page, { section: React.createElement(Near, { start: 3 }) }));
  });
  const wrapper = container.querySelector('[data-near]')!;
  return { ...loaded, observer, history, container, wrapper, button, load, arrive: () => arrive(), hydrated };
}

describe('nearSection', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'IntersectionObserver');
  });

  it('keeps its server HTML and loads no code until the visitor nears it, and the page does not wait for it', async () => {
    const { container, wrapper, observer, load, hydrated, button } = await landWithNearSection();

    expect(load).not.toHaveBeenCalled();
    expect(hydrated).toHaveBeenCalledTimes(1);
    expect(observer.watched()).toEqual([wrapper]);
    expect(wrapper.hasAttribute('data-ready')).toBe(false);
    // Pressing the server's button does nothing yet.
    button.click();
    expect(container.textContent).toBe('Count: 3');
  });

  it('hydrates the same elements in place once the visitor comes within a screen of it', async () => {
    const { act, container, wrapper, observer, load, arrive, button } = await landWithNearSection();

    await act(async () => observer.comeNear());
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => arrive());

    expect(wrapper.hasAttribute('data-ready')).toBe(true);
    expect(container.querySelector('button')).toBe(button);
    await act(async () => button.click());
    expect(container.textContent).toBe('Count: 4');
    expect(observer.watched()).toEqual([]);
  });

  it.each(['pointerdown', 'focusin'])('loads its code when the visitor reaches it first with a %s', async (type) => {
    const { act, wrapper, load, arrive, button } = await landWithNearSection();

    button.dispatchEvent(new Event(type, { bubbles: true }));
    await act(async () => arrive());

    expect(load).toHaveBeenCalledTimes(1);
    expect(wrapper.hasAttribute('data-ready')).toBe(true);
  });

  it('replays a press that came before its code once it is interactive, so the press is not lost', async () => {
    const { act, container, load, arrive, button } = await landWithNearSection();

    await act(async () => {
      button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      button.click();
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.textContent).toBe('Count: 3');
    await act(async () => arrive());

    expect(container.textContent).toBe('Count: 4');
    // Once interactive, a press counts once: React's own handler, no replay.
    await act(async () => button.click());
    expect(container.textContent).toBe('Count: 5');
  });

  it('leaves a press on a link to the browser, which has already followed it', async () => {
    const { near } = await fresh();
    const element = document.createElement('div');
    element.innerHTML = '<a href="/elsewhere/"><span>Read</span></a><button type="button">Next</button>';
    document.body.append(element);
    const early = near.recordEarlyInput(element);
    const clicks: string[] = [];
    element.addEventListener('click', (event) => clicks.push((event.target as Element).tagName));
    element.querySelector('span')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    element.querySelector('button')!.click();
    clicks.length = 0;

    early.replay();
    expect(clicks).toEqual(['BUTTON']);
  });

  it('holds back the default of an arrow key pressed early and replays the key to the same element', async () => {
    const { near } = await fresh();
    const element = document.createElement('div');
    element.innerHTML = '<button type="button">Tab</button>';
    document.body.append(element);
    const tab = element.querySelector('button')!;
    const early = near.recordEarlyInput(element);
    const earlyKey = new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true });
    tab.dispatchEvent(earlyKey);
    expect(earlyKey.defaultPrevented).toBe(true);
    const typed = new KeyboardEvent('keydown', { key: 'a', bubbles: true, cancelable: true });
    tab.dispatchEvent(typed);
    expect(typed.defaultPrevented).toBe(false);
    const keys: string[] = [];
    tab.addEventListener('keydown', (event) => keys.push(event.key));

    early.stop();
    tab.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
    keys.length = 0;
    early.replay();
    expect(keys).toEqual(['ArrowRight']);
  });

  it('keeps its server HTML when the location changes but the page does not', async () => {
    const { act, history, container, button } = await landWithNearSection();

    // The memory source keeps a hash in the pathname; a query string changes the location the same way.
    await act(async () => {
      void history.navigate('/?from=footer');
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
    });

    expect(container.querySelector('button')).toBe(button);
    expect(container.textContent).toBe('Count: 3');
  });

  it('renders its component once the visitor has moved to another page', async () => {
    const { act, history, container, load, arrive } = await landWithNearSection();

    await act(async () => {
      void history.navigate('/about/');
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
    });
    await act(async () => arrive());

    expect(load).toHaveBeenCalledTimes(1);
    expect(container.textContent).toBe('Count: 3');
    expect(container.querySelector('[data-near]')!.hasAttribute('data-ready')).toBe(false);
  });
});
