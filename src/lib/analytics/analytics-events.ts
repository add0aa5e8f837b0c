/** The conversions the business measures (product-rules §7 Analytics; README "Analytics"); tiny, so every page can carry it. */
export const ANALYTICS_EVENTS = {
  scheduleCall: 'Schedule a Call',
  enquirySent: 'Enquiry sent',
  /** With a `kind` property: timeout, network, server, refused… or human-check-… (features/enquiry). */
  enquiryFailed: 'Enquiry failed',
  /** A way to reach us was chosen; its `via` property names which one (see CONTACT_VIA). */
  contactRoute: 'Contact route',
} as const;

/**
 * Which way to reach us a visitor used, sent as the `via` property of the Contact route event so the counts
 * compare them: the phone header's button, the menu's Contact Us, a page's closing call, careers' Send your CV,
 * the enquiry link careers shows when no job is open, the contact page's tiles, or a post's or topic page's
 * service call (`post:<service slug>`).
 */
export const CONTACT_VIA = {
  header: 'header',
  menu: 'menu',
  closingCall: 'closing call',
  sendCv: 'send your CV',
  noOpenings: 'careers: no openings',
  phoneTile: 'contact page: phone',
  mapTile: 'contact page: map',
  emailTile: 'contact page: e-mail',
  postService: (serviceSlug: string) => `post:${serviceSlug}`,
} as const;

export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[keyof typeof ANALYTICS_EVENTS];
