import React from 'react';
import { graphql, Link } from 'gatsby';
import styled from 'styled-components';
import { caseStudyPath } from '../../lib/routes';
import { theme } from '../../styles/theme';
import { BigFigure, HeroPanel, PanelLabel, PanelLead, PanelList, PanelMuted, RowValue } from '../ui/HeroPanel';

/** What a hero's proof card reads of a case study: its headline figure and where to read the rest. */
export const query = graphql`
  fragment HeroProof on CaseStudy {
    slug
    title
    service
    featured
    figures {
      value
      label
    }
  }
`;

/**
 * A case study's first figure beside a hero's first call to action: proof a buyer can open and check,
 * in the hero's own colours (no picture, so nothing moves when it loads).
 */
export function HeroProof({ study }: { study: Queries.HeroProofFragment }) {
  const figure = study.figures[0]!;
  return (
    <Proof aria-label="Case study">
      <Value>{figure.value}</Value>
      <div>
        <Label>{figure.label}</Label>
        <ReadLink to={caseStudyPath(study.slug)}>
          Read the case study<span className="visually-hidden"> about {study.title}</span>
        </ReadLink>
      </div>
    </Proof>
  );
}

const Proof = styled.aside`
  display: flex;
  align-items: center;
  gap: ${theme.space.md};
  max-width: 22rem;
  padding: 0.5rem 1rem;
  border: 1px solid rgba(255, 255, 255, 0.35);
  border-radius: ${theme.radii.md};
  background: rgba(15, 27, 61, 0.35);
`;

const Value = styled.p`
  margin: 0;
  font-size: 1.75rem;
  font-weight: 800;
  line-height: 1.1;
  color: ${theme.colors.onDark};
  white-space: nowrap;
`;

const Label = styled.p`
  margin: 0;
  font-size: 0.875rem;
  line-height: 1.35;
  color: ${theme.colors.onDarkMuted};
`;

const ReadLink = styled(Link)`
  display: inline-block;
  padding-block: 0.35rem;
  font-size: 0.9375rem;
  font-weight: 600;
  color: ${theme.colors.onDark};
`;

/**
 * A hero's second column on a service page: its headline case study's figures, the first one large, with the
 * study's title and a link to read it. Figures, not pictures: nothing loads and nothing moves.
 */
export function HeroFigures({ study, label = 'Case study' }: { study: Queries.HeroProofFragment; label?: string }) {
  const [first, ...rest] = study.figures;
  const headingId = `hero-figures-${study.slug}`;
  return (
    <HeroPanel aria-labelledby={headingId}>
      <PanelLabel id={headingId}>{label}</PanelLabel>
      {first ? (
        <div>
          <BigFigure>{first.value}</BigFigure>
          <PanelLead>{first.label}</PanelLead>
        </div>
      ) : null}
      {rest.length > 0 ? (
        <PanelList>
          {rest.map((figure) => (
            <li key={figure.label}>
              <RowValue>{figure.value}</RowValue>
              <span>{figure.label}</span>
            </li>
          ))}
        </PanelList>
      ) : null}
      <PanelMuted>
        {study.title}.{' '}
        <Link to={caseStudyPath(study.slug)}>
          Read the case study<span className="visually-hidden"> about {study.title}</span>
        </Link>
      </PanelMuted>
    </HeroPanel>
  );
}

/**
 * A listing hero's second column: one case study per row, its first figure, what it belongs to (`name`, a
 * service's or a technology's) and a link to it; at most `limit` rows.
 */
export function ProofRows({
  label,
  rows,
  limit = 4,
}: {
  label: string;
  rows: ReadonlyArray<{ study: Queries.HeroProofFragment; name?: string }>;
  limit?: number;
}) {
  const shown = rows.filter(({ study }) => study.figures.length > 0).slice(0, limit);
  if (shown.length === 0) return null;
  return (
    <HeroPanel aria-labelledby="hero-proof-rows">
      <PanelLabel id="hero-proof-rows">{label}</PanelLabel>
      <PanelList>
        {shown.map(({ study, name }) => (
          <li key={study.slug}>
            <RowValue>{study.figures[0]!.value}</RowValue>
            <span>
              {name ? <strong>{name}: </strong> : null}
              {study.figures[0]!.label}.{' '}
              <Link to={caseStudyPath(study.slug)}>
                Read<span className="visually-hidden"> the case study about {study.title}</span>
              </Link>
            </span>
          </li>
        ))}
      </PanelList>
    </HeroPanel>
  );
}
