/** Conversion events (issue 14 item 10); tiny, so every page can carry it. */

/** The conversions the business measures (README "Analytics"). */
export const ANALYTICS_EVENTS = {
  scheduleCall: 'Schedule a Call',
  enquirySent: 'Enquiry sent',
} as const;

export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[keyof typeof ANALYTICS_EVENTS];
