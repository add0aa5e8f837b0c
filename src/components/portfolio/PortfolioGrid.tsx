import React from 'react';
import { graphql, Link } from 'gatsby';
import { ArrowRight } from '../ui/icons';
import styled, { css } from 'styled-components';
import { clientLine } from '../../lib/portfolio/case-studies';
import { caseStudyPath, servicePath } from '../../lib/routes';
import { plainList } from '../../styles/lists';
import { linkCard, stretchedLink, threeColumnList } from '../../styles/mixins';
import { theme } from '../../styles/theme';

export const query = graphql`
  fragment PortfolioCard on CaseStudy {
    slug
    title
    service
    alsoServices
    industry
    client {
      name
      sector
      size
    }
    figures {
      value
      label
    }
  }
`;

type Study = Queries.PortfolioCardFragment;
type Service = { slug: string; name: string; caseStudies: readonly unknown[] };

const servicesOf = (study: Study) => [study.service, ...(study.alsoServices ?? [])];

/**
 * /portfolio/: the case study pages as a grid, one figure per card, with service chips that filter it. The chips are
 * radio buttons and the filtering is CSS (`:has()`), so it works before and without JavaScript and needs nothing
 * from the page's Content-Security-Policy; a browser without `:has()` shows every card. Then a line per service
 * leading to the shorter summaries on its page.
 */
export function PortfolioGrid({ studies, services }: { studies: readonly Study[]; services: readonly Service[] }) {
  const nameOf = new Map(services.map((service) => [service.slug, service.name]));
  const withStudies = services.filter((service) => studies.some((study) => servicesOf(study).includes(service.slug)));
  return (
    <>
      {studies.length === 0 ? null : (
        <Filter $slugs={withStudies.map((service) => service.slug)}>
          <Chips>
            <legend className="visually-hidden">Show case studies for</legend>
            <Chip slug="all" label="All services" count={studies.length} isDefault />
            {withStudies.map((service) => (
              <Chip
                key={service.slug}
                slug={service.slug}
                label={service.name}
                count={studies.filter((study) => servicesOf(study).includes(service.slug)).length}
              />
            ))}
          </Chips>
          <Grid>
            {studies.map((study) => {
              const figure = study.figures[0]!;
              return (
                <Item key={study.slug} data-services={servicesOf(study).join(' ')}>
                  <Eyebrow>
                    {servicesOf(study)
                      .map((slug) => nameOf.get(slug) ?? slug)
                      .join(' · ')}
                  </Eyebrow>
                  <h3>{study.title}</h3>
                  <Figure>
                    <strong>{figure.value}</strong> <span>{figure.label}</span>
                  </Figure>
                  <Client>
                    {study.industry}. {clientLine(study.client)}
                  </Client>
                  <Read to={caseStudyPath(study.slug)}>
                    Read the case study<span className="visually-hidden"> about {study.title}</span>
                    <ArrowRight size={16} aria-hidden="true" />
                  </Read>
                </Item>
              );
            })}
          </Grid>
        </Filter>
      )}
      <More aria-labelledby="more-work-heading">
        <h3 id="more-work-heading">More projects, by service</h3>
        <p>Each service page summarises six projects, with the problem, the work and the result.</p>
        <MoreList>
          {services.map((service) => (
            <li key={service.slug}>
              <Link to={`${servicePath(service.slug)}#case-studies`}>
                {service.name}: {service.caseStudies.length} project summaries
              </Link>
            </li>
          ))}
        </MoreList>
      </More>
    </>
  );
}

function Chip({ slug, label, count, isDefault }: { slug: string; label: string; count: number; isDefault?: boolean }) {
  return (
    <span>
      <input type="radio" name="portfolio-service" id={`filter-${slug}`} value={slug} defaultChecked={isDefault} />
      <label htmlFor={`filter-${slug}`}>
        {label} <Count>{count}</Count>
      </label>
    </span>
  );
}

const Filter = styled.div<{ $slugs: readonly string[] }>`
  ${({ $slugs }) =>
    $slugs.map(
      (slug) => css`
        &:has(#filter-${slug}:checked) li[data-services]:not([data-services~='${slug}']) {
          display: none;
        }
      `,
    )}
`;

const Chips = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space.sm};
  margin: 0 0 ${theme.space.xl};
  padding: 0;
  border: 0;
  /* Each radio lies, transparent, over its chip: a tap or click lands on the radio itself. */
  & > span {
    position: relative;
    display: inline-flex;
  }
  input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space.sm};
    min-height: 44px;
    padding: 0.4rem 1rem;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.surface};
    color: ${theme.colors.navy};
    font-weight: 600;
    cursor: pointer;
  }
  input:hover + label {
    border-color: ${theme.colors.primary};
  }
  /* The primary button's colours, which keep their contrast in both themes. */
  input:checked + label {
    border-color: ${theme.colors.action};
    background: ${theme.colors.action};
    color: ${theme.colors.onDark};
  }
  input:focus-visible + label {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Count = styled.span`
  min-width: 1.6rem;
  padding: 0 0.4rem;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.sky};
  color: ${theme.colors.primaryDark};
  font-size: 0.8125rem;
  text-align: center;
`;

const Grid = styled.ul`
  ${threeColumnList}
`;

const Item = styled.li`
  ${linkCard}
  display: flex;
  flex-direction: column;
  padding: ${theme.space.lg};
  h3 {
    font-size: 1.125rem;
  }
`;

const Eyebrow = styled.p`
  order: -1;
  margin: 0 0 ${theme.space.sm};
  font-size: 0.8125rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${theme.colors.muted};
`;

const Figure = styled.p`
  margin: 0 0 ${theme.space.sm};
  strong {
    display: block;
    font-size: 2.25rem;
    line-height: 1.1;
    color: ${theme.colors.primaryDark};
  }
  span {
    color: ${theme.colors.ink};
  }
`;

const Client = styled.p`
  flex: 1;
  margin: 0 0 ${theme.space.md};
  color: ${theme.colors.muted};
  font-size: 0.9375rem;
`;

const Read = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  font-weight: 600;
  color: ${theme.colors.primaryDark};
  ${stretchedLink}
`;

const More = styled.section`
  margin-top: ${theme.space.xxl};
  text-align: center;
  p {
    color: ${theme.colors.muted};
  }
`;

const MoreList = styled.ul`
  ${plainList}
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space.sm} ${theme.space.lg};
  a {
    display: inline-block;
    padding-block: 0.5rem;
    font-weight: 600;
  }
`;
