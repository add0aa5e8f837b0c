import { graphql, useStaticQuery } from 'gatsby';

/** The company identity from content/site/site.json, for components that need it everywhere. */
export function useSiteData(): Queries.SiteDataQuery['siteJson'] & object {
  const data = useStaticQuery<Queries.SiteDataQuery>(graphql`
    query SiteData {
      siteJson {
        name
        shortName
        tagline
        blurb
        defaultDescription
        url
        phone
        phoneDisplay
        email
        enquiryReplyTime
        bookingUrl
        resumeEmail
        mapLabel
        mapLink
        mapEmbedUrl
        themeColor
        foundingYear
        employees {
          min
          max
        }
        headOffice {
          name
          street
          city
          region
          postalCode
          country
        }
        offices {
          name
          street
          postalCode
          city
          region
          country
        }
        social {
          network
          url
        }
        legalName
        registrations {
          name
          value
        }
        phoneHours {
          days
          opens
          closes
        }
      }
    }
  `);
  if (!data.siteJson) throw new Error('content/site/site.json is missing');
  return data.siteJson;
}
