/**
 * The company details a component test renders with (`jest.mock('…/hooks/use-site-data')`): the address and
 * reply time the enquiry form's messages give; the real ones come from content/site/site.json.
 */
export const useSiteData = () => ({
  email: 'info@example.com',
  phone: '+911234567890',
  phoneDisplay: '+91 12345 67890',
  enquiryReplyTime: 'within two working days',
});
