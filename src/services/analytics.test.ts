import { ANALYTICS_EVENTS } from '../lib/analytics/analytics-events';

type AnalyticsModule = typeof import('./analytics');

/** The module as a build with or without the two variables compiles it. */
function loadAnalytics(isOn: boolean): AnalyticsModule {
  process.env.GATSBY_ANALYTICS_SCRIPT_URL = isOn ? 'https://stats.example.com/js/script.js' : '';
  process.env.GATSBY_ANALYTICS_DOMAIN = isOn ? 'example.com' : '';
  let loaded: AnalyticsModule | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<AnalyticsModule>('./analytics');
  });
  return loaded!;
}

afterEach(() => {
  delete window.plausible;
  document.body.innerHTML = '';
  delete process.env.GATSBY_ANALYTICS_SCRIPT_URL;
  delete process.env.GATSBY_ANALYTICS_DOMAIN;
});

describe('trackEvent', () => {
  it('does nothing while analytics is off', () => {
    const { trackEvent } = loadAnalytics(false);
    trackEvent(ANALYTICS_EVENTS.enquirySent);
    expect(window.plausible).toBeUndefined();
  });
  it('calls the loaded script with the event and the current path', () => {
    const { trackEvent } = loadAnalytics(true);
    const plausible = jest.fn();
    window.plausible = plausible;
    window.history.pushState({}, '', '/contact/');
    trackEvent(ANALYTICS_EVENTS.enquirySent);
    window.history.pushState({}, '', '/');
    expect(plausible).toHaveBeenCalledWith('Enquiry sent', { props: { path: '/contact/' } });
  });
  it('queues the event in plausible.q until the deferred script has loaded', () => {
    const { trackEvent } = loadAnalytics(true);
    trackEvent(ANALYTICS_EVENTS.scheduleCall);
    expect(window.plausible?.q).toEqual([['Schedule a Call', { props: { path: '/' } }]]);
  });
});

/** Click tracking switched on over `html`; returns the stand-in for Plausible that records what it sends. */
function trackClicksIn(html: string): jest.Mock {
  const { trackMarkedClicks } = loadAnalytics(true);
  const plausible = jest.fn();
  window.plausible = plausible;
  trackMarkedClicks();
  document.body.innerHTML = html;
  return plausible;
}

describe('trackMarkedClicks', () => {
  it('reports a click anywhere inside a marked link, once per click, and ignores unmarked ones', () => {
    const plausible = trackClicksIn(
      '<a href="#x" data-analytics-event="Schedule a Call"><span>Schedule a call</span></a><a href="#y">Other</a>',
    );
    document.querySelector('span')!.click();
    document.querySelector<HTMLAnchorElement>('a[href="#y"]')!.click();
    expect(plausible).toHaveBeenCalledTimes(1);
    expect(plausible).toHaveBeenCalledWith('Schedule a Call', { props: { path: '/' } });
  });
});

describe('contact routes', () => {
  it('reports which way to reach us was used as the via property', () => {
    const plausible = trackClicksIn(
      '<a href="#c" data-analytics-event="Contact route" data-analytics-via="post:devops">DevOps</a>',
    );
    document.querySelector('a')!.click();
    expect(plausible).toHaveBeenCalledWith('Contact route', { props: { path: '/', via: 'post:devops' } });
  });
});
