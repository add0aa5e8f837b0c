import '@testing-library/jest-dom';

/** Gatsby is mocked once for every test (conventions §8): graphql, useStaticQuery, Link as a plain anchor. */
jest.mock('gatsby', () => {
  const actual = jest.requireActual('gatsby');
  const mockReact = jest.requireActual('react');
  return {
    ...actual,
    graphql: jest.fn(),
    useStaticQuery: jest.fn(),
    prefetchPathname: jest.fn(),
    navigate: jest.fn(),
    Link: jest
      .fn()
      .mockImplementation(
        ({
          to,
          children,
          activeClassName: _a,
          activeStyle: _s,
          partiallyActive: _p,
          getProps: _g,
          ...rest
        }: Record<string, unknown>) => mockReact.createElement('a', { ...rest, href: to }, children),
      ),
  };
});

/** jsdom lacks these browser APIs that components use (server-render tests run with no window at all). */
if (typeof window !== 'undefined') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: jest.fn(),
      removeListener: jest.fn(),
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
      dispatchEvent: jest.fn(),
    }),
  });

  class MockIntersectionObserver {
    observe = jest.fn();
    unobserve = jest.fn();
    disconnect = jest.fn();
    takeRecords = jest.fn(() => []);
  }
  Object.defineProperty(window, 'IntersectionObserver', { writable: true, value: MockIntersectionObserver });

  class MockResizeObserver {
    observe = jest.fn();
    unobserve = jest.fn();
    disconnect = jest.fn();
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: MockResizeObserver });
}
