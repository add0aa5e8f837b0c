import React from 'react';
import { Mail, MapPin, Phone } from '../ui/icons';
import type { Icon } from '../ui/svg-icon';
import { Section } from '../ui/Section';
import * as S from './ContactTiles.styles';

interface ContactTilesProps {
  heading: string;
  labels: { phone: string; location: string; email: string };
  site: { phone: string; phoneDisplay: string; email: string; mapLabel: string; mapLink: string };
}

interface Tile {
  label: string;
  icon: Icon;
  href: string;
  text: string;
  isExternal?: boolean;
}

/** The three contact tiles under the form (product-rules §2 Contact): phone, office on the map, e-mail. */
export function ContactTiles({ heading, labels, site }: ContactTilesProps) {
  const tiles: Tile[] = [
    { label: labels.phone, icon: Phone, href: `tel:${site.phone}`, text: site.phoneDisplay },
    { label: labels.location, icon: MapPin, href: site.mapLink, text: site.mapLabel, isExternal: true },
    { label: labels.email, icon: Mail, href: `mailto:${site.email}`, text: site.email },
  ];
  return (
    <Section heading={heading} isTinted>
      <S.Grid>
        {tiles.map(({ label, icon: Icon, href, text, isExternal }) => (
          <S.Tile key={label}>
            <S.IconWrap>
              <Icon size={26} aria-hidden="true" focusable="false" />
            </S.IconWrap>
            <S.Label>{label}</S.Label>
            <S.TileLink href={href} {...(isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              {text}
              {isExternal ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
            </S.TileLink>
          </S.Tile>
        ))}
      </S.Grid>
    </Section>
  );
}
