import React from 'react';
import styled from 'styled-components';
import { theme } from '../../styles/theme';
import { officeAddress } from '../../lib/company/address';
import { PhoneHours } from './PhoneHours';

type Site = ReturnType<typeof import('../../hooks/use-site-data').useSiteData>;

/**
 * The company facts a procurement team checks: registered name, registration identifiers, each office's address,
 * phone hours and founding year. Each line appears only when site.json has the value, never a placeholder.
 */
export function CompanyFacts({ site }: { site: Site }) {
  const offices = [site.headOffice, ...site.offices];
  return (
    <List>
      {site.legalName ? (
        <div>
          <dt>Registered name</dt>
          <dd>{site.legalName}</dd>
        </div>
      ) : null}
      {(site.registrations ?? []).map((registration) => (
        <div key={registration.name}>
          <dt>{registration.name}</dt>
          <dd>{registration.value}</dd>
        </div>
      ))}
      {offices.map((office) => (
        <div key={office.name}>
          <dt>{office.name}</dt>
          <dd>{officeAddress(office)}</dd>
        </div>
      ))}
      {site.phoneHours ? (
        <div>
          <dt>Phone hours</dt>
          <dd>
            <PhoneHours hours={site.phoneHours} />
          </dd>
        </div>
      ) : null}
      <div>
        <dt>Founded</dt>
        <dd>{site.foundingYear}</dd>
      </div>
    </List>
  );
}

const List = styled.dl`
  max-width: 40rem;
  margin: 0 auto;
  display: grid;
  grid-template-columns: minmax(8rem, auto) 1fr;
  gap: ${theme.space.sm} ${theme.space.lg};
  & > div {
    display: contents;
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
  }
`;
