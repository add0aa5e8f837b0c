import React from 'react';
import styled from 'styled-components';
import { Container } from '../ui/Container';
import { Prose } from '../ui/Prose';
import { theme } from '../../styles/theme';

interface LegalArticleProps {
  /** ISO date (YYYY-MM-DD) for the machine-readable `<time>`. */
  updated: string;
  updatedDisplay: string;
  html: string;
}

/** The body of a legal page, headed by when it last changed. */
export function LegalArticle({ updated, updatedDisplay, html }: LegalArticleProps) {
  return (
    <Article>
      <Updated>
        Last updated: <time dateTime={updated}>{updatedDisplay}</time>
      </Updated>
      <Prose html={html} />
    </Article>
  );
}

const Article = styled(Container).attrs({ as: 'article' })`
  padding-top: ${theme.space.xl};
  padding-bottom: ${theme.space.xxl};
`;

const Updated = styled.p`
  margin-bottom: ${theme.space.xl};
  padding-bottom: ${theme.space.md};
  border-bottom: 1px solid ${theme.colors.border};
  max-width: 46rem;
  font-size: 0.9375rem;
  color: ${theme.colors.muted};
`;
