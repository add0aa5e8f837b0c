import { ANALYTICS_EVENTS } from '../lib/analytics/analytics-events';

const mockConfig = { current: null as null | { scriptUrl: string; domain: string } };
jest.mock('../config/env', () => ({
  get analyticsConfig() {
    return mockConfig.current;
  },
}));

// Imported after the mock so the module reads the mocked config.
import { trackEvent, trackMarkedClicks } from './analytics';

const config = {
  scriptUrl: 'https://stats.example.com/js/script.js',
  origin: 'https://stats.example.com',
  domain: 'example.com',
};

afterEach(() => {
  delete window.plausible;
  document.body.innerHTML = '';
});

describe('trackEvent', () => {
  it('does nothing while analytics is off', () => {
    mockConfig.current = null;
    trackEvent(ANALYTICS_EVENTS.enquirySent);
    expect(window.plausible).toBeUndefined();
  });
  it('calls the loaded script with the event and its properties', () => {
    mockConfig.current = config;
    const plausible = jest.fn();
    window.plausible = plausible;
    trackEvent(ANALYTICS_EVENTS.enquirySent, { path: '/contact/' });
    expect(plausible).toHaveBeenCalledWith('Enquiry sent', { props: { path: '/contact/' } });
  });
  it('queues the event in plausible.q until the deferred script has loaded', () => {
    mockConfig.current = config;
    trackEvent(ANALYTICS_EVENTS.scheduleCall);
    expect(window.plausible?.q).toEqual([['Schedule a Call', undefined]]);
  });
});

describe('trackMarkedClicks', () => {
  it('reports a click anywhere inside a marked link, once per click, and ignores unmarked ones', () => {
    mockConfig.current = config;
    const plausible = jest.fn();
    window.plausible = plausible;
    trackMarkedClicks();
    document.body.innerHTML =
      '<a href="#x" data-analytics-event="Schedule a Call"><span>Schedule a call</span></a><a href="#y">Other</a>';
    document.querySelector('span')!.click();
    document.querySelector<HTMLAnchorElement>('a[href="#y"]')!.click();
    expect(plausible).toHaveBeenCalledTimes(1);
    expect(plausible).toHaveBeenCalledWith('Schedule a Call', { props: { path: '/' } });
  });
});
