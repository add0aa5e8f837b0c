/** The conversions the business measures (product-rules §7 Analytics; README "Analytics"); tiny, so every page can carry it. */
export const ANALYTICS_EVENTS = {
  scheduleCall: 'Schedule a Call',
  enquirySent: 'Enquiry sent',
  /** With a `kind` property: timeout, network, server, refused… or human-check-… (features/enquiry). */
  enquiryFailed: 'Enquiry failed',
} as const;

export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[keyof typeof ANALYTICS_EVENTS];
