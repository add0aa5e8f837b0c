import React from 'react';
import { Mail, MapPin, Phone } from '../ui/icons';
import { Section } from '../ui/Section';
import { useSiteData } from '../../hooks/use-site-data';
import { ANALYTICS_EVENTS, CONTACT_VIA } from '../../lib/analytics/analytics-events';
import styled from 'styled-components';
import { media } from '../../styles/media';
import { gridList, iconSquare, linkCard, stretchedLink } from '../../styles/mixins';
import { theme } from '../../styles/theme';

type Labels = NonNullable<Queries.ContactPageQuery['contactJson']>['tiles'];

/** The three contact tiles under the form (product-rules §2 Contact): phone, office on the map, e-mail. */
export function ContactTiles({ heading, labels }: { heading: string; labels: Labels }) {
  const site = useSiteData();
  const tiles = [
    {
      label: labels.phone,
      icon: Phone,
      href: `tel:${site.phone}`,
      text: site.phoneDisplay,
      via: CONTACT_VIA.phoneTile,
    },
    {
      label: labels.location,
      icon: MapPin,
      href: site.mapLink,
      text: site.mapLabel,
      isExternal: true,
      via: CONTACT_VIA.mapTile,
    },
    { label: labels.email, icon: Mail, href: `mailto:${site.email}`, text: site.email, via: CONTACT_VIA.emailTile },
  ];
  return (
    <Section heading={heading} isTinted>
      {/* The contact page's own closing call: ways to reach us besides the form. */}
      <Grid data-closing-call="">
        {tiles.map(({ label, icon: Icon, href, text, isExternal, via }) => (
          <Tile key={label}>
            <IconWrap>
              <Icon size={26} aria-hidden="true" focusable="false" />
            </IconWrap>
            <Label>{label}</Label>
            <TileLink
              href={href}
              data-analytics-event={ANALYTICS_EVENTS.contactRoute}
              data-analytics-via={via}
              {...(isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {text}
              {isExternal ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
            </TileLink>
          </Tile>
        ))}
      </Grid>
    </Section>
  );
}

const Grid = styled.ul`
  ${gridList}
  gap: ${theme.space.lg};
  grid-template-columns: minmax(0, 1fr);
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Tile = styled.li`
  ${linkCard}
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.sm};
  padding: ${theme.space.lg};
  text-align: center;
`;

const IconWrap = styled.span`
  ${iconSquare('56px', theme.radii.pill, theme.colors.sky, theme.colors.primaryDark)}
`;

const Label = styled.h3`
  margin: 0;
  font-size: 1.1rem;
`;

const TileLink = styled.a`
  font-weight: 600;
  overflow-wrap: anywhere;
  ${stretchedLink}
`;
