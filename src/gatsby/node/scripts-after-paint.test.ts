import { BOOT_SCRIPT } from '../../lib/headers/inline-scripts';
import { APP_SCRIPTS_ID, loadAppScriptsAfterPaint, withoutAppScriptsLoader } from './scripts-after-paint';

/** Runs the loader as the browser runs it from the page's <head>, after the JSON list the build writes there. */
function runLoader(sources: readonly string[]) {
  document.head.innerHTML = '';
  const list = document.createElement('script');
  list.type = 'application/json';
  list.id = 'page-boot';
  list.text = JSON.stringify({ scripts: sources });
  document.head.appendChild(list);
  const script = document.createElement('script');
  script.text = BOOT_SCRIPT;
  document.head.appendChild(script);
}

const addedScripts = () => [...document.body.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));

describe('loadAppScriptsAfterPaint', () => {
  it('puts one loader with its list at the end of <head> and keeps every other script', () => {
    const html =
      '<head><title>x</title></head><body><p>Hi</p><script id="gatsby-chunk-mapping">x=1</script><script src="/polyfill.js" nomodule></script>' +
      '<script src="/webpack-runtime.js" async></script><script src="/app.js" async></script></body>';
    expect(loadAppScriptsAfterPaint(html)).toBe(
      '<head><title>x</title><script type="application/json" id="page-boot">{"scripts":["/webpack-runtime.js","/app.js"]}</script>' +
        `<script id="${APP_SCRIPTS_ID}">${BOOT_SCRIPT}</script></head>` +
        '<body><p>Hi</p><script id="gatsby-chunk-mapping">x=1</script><script src="/polyfill.js" nomodule></script></body>',
    );
  });

  it('can be undone: without its loader a page starts no app at all', () => {
    const page = loadAppScriptsAfterPaint(
      '<head></head><body><p>Offline</p><script src="/app.js" async></script></body>',
    );
    expect(withoutAppScriptsLoader(page)).toBe('<head></head><body><p>Offline</p></body>');
  });

  it('leaves a page without app scripts as it is', () => {
    const html = '<head><script defer src="/analytics.js"></script></head><body></body>';
    expect(loadAppScriptsAfterPaint(html)).toBe(html);
  });
});

describe('BOOT_SCRIPT starting the app', () => {
  const visibility = jest.spyOn(Document.prototype, 'visibilityState', 'get');
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
