import React from 'react';
import { Link } from 'gatsby';
import { type IGatsbyImageData } from 'gatsby-plugin-image';
import styled from 'styled-components';
import { clientLine } from '../../lib/portfolio/case-studies';
import { servicePath } from '../../lib/routes';
import { media } from '../../styles/media';
import { theme } from '../../styles/theme';
import { Container } from '../ui/Container';
import { Picture } from '../ui/Image';

export interface CaseStudyView {
  client: { name?: string | null; sector: string; size: string };
  industry: string;
  services: ReadonlyArray<{ slug: string; name: string }>;
  problem: readonly string[];
  approach: readonly string[];
  hardPart: readonly string[];
  measured: readonly string[];
  team: string;
  quote?: { text: string; name: string; role: string } | null;
  pictures?: ReadonlyArray<{ image: IGatsbyImageData | undefined; alt: string; caption?: string | null }> | null;
}

const SECTIONS = [
  ['problem', 'The problem'],
  ['approach', 'What we did'],
  ['hardPart', 'The hard part'],
  ['measured', 'What we measured'],
] as const;

/**
 * Everything below a case study's hero (its page and its CMS preview): the facts a buyer checks first (client,
 * industry, services, team), then problem, approach, the hard part and what was measured, an optional quote and
 * pictures. The hero's `CaseStudyPanel` holds the headline figures, the stack and the duration, each said once.
 */
export function CaseStudyBody({ study }: { study: CaseStudyView }) {
  return (
    <Layout>
      <Columns>
        <Facts aria-labelledby="facts-heading">
          <h2 id="facts-heading">At a glance</h2>
          <dl>
            <dt>Client</dt>
            <dd>{clientLine(study.client)}</dd>
            <dt>Industry</dt>
            <dd>{study.industry}</dd>
            <dt>{study.services.length > 1 ? 'Services' : 'Service'}</dt>
            <dd>
              {study.services.map((service, index) => (
                <React.Fragment key={service.slug}>
                  {index > 0 ? ', ' : null}
                  <Link to={servicePath(service.slug)}>{service.name}</Link>
                </React.Fragment>
              ))}
            </dd>
            <dt>Team</dt>
            <dd>{study.team}</dd>
          </dl>
        </Facts>
        <Story>
          {SECTIONS.map(([key, heading]) => (
            <section key={key} aria-labelledby={`${key}-heading`}>
              <h2 id={`${key}-heading`}>{heading}</h2>
              {study[key].map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
          {study.quote ? (
            <Quote>
              <blockquote>
                <p>{study.quote.text}</p>
              </blockquote>
              <figcaption>
                {study.quote.name}, {study.quote.role}
              </figcaption>
            </Quote>
          ) : null}
          {study.pictures?.map((picture) =>
            picture.image ? (
              <Shot key={picture.alt}>
                <Picture image={picture.image} alt={picture.alt} />
                {picture.caption ? <figcaption>{picture.caption}</figcaption> : null}
              </Shot>
            ) : null,
          )}
        </Story>
      </Columns>
    </Layout>
  );
}

const Layout = styled(Container)`
  padding-block: ${theme.space.xl} ${theme.space.xxl};
`;

const Columns = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  ${media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
    align-items: start;
  }
`;

const Facts = styled.aside`
  padding: ${theme.space.lg};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceAlt};
  h2 {
    font-size: 1.25rem;
  }
  dl {
    margin: 0;
  }
  dt {
    margin-top: ${theme.space.md};
    font-size: 0.8125rem;
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${theme.colors.muted};
  }
  dd {
    margin: 0.15rem 0 0;
  }
  ${media.md} {
    position: sticky;
    top: calc(${theme.layout.navHeight} + ${theme.space.md});
  }
`;

const Story = styled.div`
  max-width: 46rem;
  section + section {
    margin-top: ${theme.space.xl};
  }
  h2 {
    font-size: 1.5rem;
  }
`;

const Quote = styled.figure`
  margin: ${theme.space.xl} 0 0;
  padding: ${theme.space.lg};
  border-left: 4px solid ${theme.colors.primary};
  background: ${theme.colors.surfaceAlt};
  blockquote {
    margin: 0;
    font-size: 1.125rem;
  }
  figcaption {
    margin-top: ${theme.space.sm};
    font-weight: 600;
  }
`;

const Shot = styled.figure`
  margin: ${theme.space.xl} 0 0;
  figcaption {
    margin-top: ${theme.space.sm};
    color: ${theme.colors.muted};
  }
`;
