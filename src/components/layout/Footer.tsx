import React from 'react';
import { graphql, useStaticQuery } from 'gatsby';
import { Mail, MapPin, Phone } from '../ui/icons';
import { useSiteData } from '../../hooks/use-site-data';
import { servicePath } from '../../lib/routes';
import * as S from './Footer.styles';
import { officeAddress } from '../../lib/company/address';
import { PhoneHours } from '../company/PhoneHours';

const companyLinks = [
  { label: 'About Us', to: '/about/' },
  { label: 'Testimonials', to: '/#testimonials' },
  { label: 'Careers', to: '/careers/' },
  { label: 'Blog', to: '/blog/' },
  { label: 'Portfolio', to: '/portfolio/' },
  { label: 'Terms & Conditions', to: '/terms/' },
  { label: 'Privacy Policy', to: '/privacy/' },
];

/** Site footer (product-rules §2 Footer). */
export function Footer() {
  const site = useSiteData();
  const { allService, site: build } = useStaticQuery<Queries.FooterServicesQuery>(graphql`
    query FooterServices {
      site {
        buildTime(formatString: "YYYY")
      }
      allService(sort: { order: ASC }) {
        nodes {
          slug
          name
        }
      }
    }
  `);
  const serviceLinks = allService.nodes.map((service) => ({ label: service.name, to: servicePath(service.slug) }));
  return (
    <S.Wrapper>
      <S.Grid>
        <div>
          <S.Heading>{site.name}</S.Heading>
          <p>{site.blurb}</p>
          <S.Contact>
            <Phone size={18} aria-hidden="true" />
            <span>
              <a href={`tel:${site.phone}`}>{site.phoneDisplay}</a>
              {site.phoneHours ? (
                <>
                  <br />
                  <PhoneHours hours={site.phoneHours} />
                </>
              ) : null}
            </span>
          </S.Contact>
          <S.Contact>
            <Mail size={18} aria-hidden="true" />
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </S.Contact>
          <S.Contact>
            <MapPin size={18} aria-hidden="true" />
            <span>{[site.headOffice, ...site.offices].map(officeAddress).join(' · ')}</span>
          </S.Contact>
          <S.Social aria-label="Social profiles">
            {site.social.map((profile) => (
              <li key={profile.network}>
                <a
                  href={profile.url}
                  rel="noopener noreferrer"
                  target="_blank"
                  aria-label={`${site.name} on ${profile.network} (opens in a new tab)`}
                >
                  {profile.network}
                </a>
              </li>
            ))}
          </S.Social>
        </div>
        {[
          { id: 'footer-company', heading: 'Company', links: companyLinks },
          { id: 'footer-services', heading: 'Our Services', links: serviceLinks },
        ].map(({ id, heading, links }) => (
          <nav key={id} aria-labelledby={id}>
            <S.Heading id={id}>{heading}</S.Heading>
            <S.List>
              {links.map((link) => (
                <li key={link.to}>
                  <S.FooterLink to={link.to}>{link.label}</S.FooterLink>
                </li>
              ))}
            </S.List>
          </nav>
        ))}
        <div>
          <S.Heading>Visit us</S.Heading>
          <S.Map
            src={site.mapEmbedUrl}
            title={`Map of the ${site.name} head office in ${site.headOffice.city}`}
            loading="lazy"
            // The site's own policy: Google gets the site's origin, never the page's address or a search query.
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
      </S.Grid>
      <S.Bottom>
        <span>
          © {site.foundingYear}–{build?.buildTime} {site.legalName ?? site.name}. All rights reserved.
          {(site.registrations ?? []).map((registration) => (
            <React.Fragment key={registration.name}>
              {' '}
              {registration.name} {registration.value}.
            </React.Fragment>
          ))}
        </span>
        <span>
          {site.headOffice.city}, {site.headOffice.region}, India
        </span>
      </S.Bottom>
    </S.Wrapper>
  );
}
