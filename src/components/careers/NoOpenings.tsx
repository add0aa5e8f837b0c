import React from 'react';
import { Link } from 'gatsby';
import styled from 'styled-components';
import { ANALYTICS_EVENTS, CONTACT_VIA } from '../../lib/analytics/analytics-events';
import { contactPath } from '../../lib/routes';
import { theme } from '../../styles/theme';

/**
 * Careers with no open job (every job closed or none listed): says so plainly, then where to go instead: a CV
 * to the résumé address, and the enquiry form for anything else (product-rules §2 Careers).
 */
export function NoOpenings({ resumeEmail }: { resumeEmail: string }) {
  return (
    <Box>
      <Status role="status">We have no open positions right now.</Status>
      <p>
        We still read every CV: send yours to{' '}
        <a
          href={`mailto:${resumeEmail}`}
          data-analytics-event={ANALYTICS_EVENTS.contactRoute}
          data-analytics-via={CONTACT_VIA.sendCv}
        >
          {resumeEmail}
        </a>{' '}
        and we will write when a role fits. For a project or any other question,{' '}
        <Link
          to={contactPath}
          data-analytics-event={ANALYTICS_EVENTS.contactRoute}
          data-analytics-via={CONTACT_VIA.noOpenings}
        >
          send us an enquiry
        </Link>
        .
      </p>
    </Box>
  );
}

const Box = styled.div`
  max-width: 40rem;
  margin: 0 auto;
  text-align: center;
  color: ${theme.colors.ink};
`;

const Status = styled.p`
  font-size: 1.125rem;
  font-weight: 600;
`;
