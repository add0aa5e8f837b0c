import { APP_SCRIPTS_LOADER } from '../../lib/headers/inline-scripts';
import { APP_SCRIPTS_ID, loadAppScriptsAfterPaint, withoutAppScriptsLoader } from './scripts-after-paint';

/** Runs the loader as the browser would run it from `<script data-src="…">`. */
function runLoader(sources: readonly string[]) {
  const script = document.createElement('script');
  script.setAttribute('data-src', JSON.stringify(sources));
  jest.spyOn(document, 'currentScript', 'get').mockReturnValue(script);
  new Function(APP_SCRIPTS_LOADER)();
}

const addedScripts = () => [...document.body.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));

describe('loadAppScriptsAfterPaint', () => {
  it('puts one loader where the first async app script was and keeps every other script', () => {
    const html =
      '<body><p>Hi</p><script id="gatsby-chunk-mapping">x=1</script><script src="/polyfill.js" nomodule></script>' +
      '<script src="/webpack-runtime.js" async></script><script src="/app.js" async></script></body>';
    expect(loadAppScriptsAfterPaint(html)).toBe(
      '<body><p>Hi</p><script id="gatsby-chunk-mapping">x=1</script><script src="/polyfill.js" nomodule></script>' +
        `<script id="${APP_SCRIPTS_ID}" data-src="[&quot;/webpack-runtime.js&quot;,&quot;/app.js&quot;]">${APP_SCRIPTS_LOADER}</script></body>`,
    );
  });

  it('can be undone: without its loader a page starts no app at all', () => {
    const page = loadAppScriptsAfterPaint('<body><p>Offline</p><script src="/app.js" async></script></body>');
    expect(withoutAppScriptsLoader(page)).toBe('<body><p>Offline</p></body>');
  });

  it('leaves a page without app scripts as it is', () => {
    const html = '<head><script defer src="/analytics.js"></script></head><body></body>';
    expect(loadAppScriptsAfterPaint(html)).toBe(html);
  });
});

describe('APP_SCRIPTS_LOADER', () => {
  const visibility = jest.spyOn(document, 'visibilityState', 'get');
  afterEach(() => {
    document.body.innerHTML = '';
    jest.useRealTimers();
  });

  it('adds the scripts, in order, only after the next frame has painted', () => {
    jest.useFakeTimers();
    visibility.mockReturnValue('visible');
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    runLoader(['/a.js', '/b.js']);
    expect(addedScripts()).toEqual([]);
    frames.forEach((frame) => frame(0));
    expect(addedScripts()).toEqual([]);
    jest.runAllTimers();
    expect(addedScripts()).toEqual(['/a.js', '/b.js']);
  });

  it('adds them at once in a tab that is not visible, which paints no frames', () => {
    visibility.mockReturnValue('hidden');
    runLoader(['/a.js']);
    expect(addedScripts()).toEqual(['/a.js']);
  });
});
