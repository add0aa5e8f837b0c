import { graphql, useStaticQuery } from 'gatsby';

/** Dropdown cards from content/site/navigation.json. */
export function useNavigation() {
  const data = useStaticQuery<Queries.NavigationDataQuery>(graphql`
    query NavigationData {
      navigationJson {
        services {
          ...NavCardFields
        }
        expertise {
          ...NavCardFields
        }
        insights {
          ...NavCardFields
        }
      }
    }
    fragment NavCardFields on NavCard {
      id
      title
      description
      url
      glyph
      mark {
        title
        hex
        href
      }
      image {
        childImageSharp {
          gatsbyImageData(width: 240, height: 150, layout: CONSTRAINED, placeholder: NONE)
        }
      }
    }
  `);
  if (!data.navigationJson) throw new Error('content/site/navigation.json is missing');
  return data.navigationJson;
}
