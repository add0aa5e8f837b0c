import React, { useId } from 'react';
import styled from 'styled-components';
import { Container } from './Container';
import { renderWhenNear } from '../../styles/below-the-fold';
import { theme } from '../../styles/theme';
import { media } from '../../styles/media';

interface SectionProps {
  id?: string;
  heading: string;
  intro?: string | null;
  isTinted?: boolean;
  /**
   * Drawn with the page rather than when scrolled near: for a band at the end of a long page that a jump reaches
   * (the End key, a link to a late heading), whose real height must be there before the jump, or the page shifts
   * as it draws and the jump lands short of the end.
   */
  isDrawnWithPage?: boolean;
  children: React.ReactNode;
}

/** A page section: an h2 with an optional intro, then its content, labelled by its heading. */
export function Section({ id, heading, intro, isTinted = false, isDrawnWithPage = false, children }: SectionProps) {
  const autoId = useId();
  const headingId = `${id ?? autoId}-heading`;
  return (
    <Band id={id} aria-labelledby={headingId} $isTinted={isTinted} data-drawn-with-page={isDrawnWithPage || undefined}>
      <Container>
        <Heading id={headingId}>{heading}</Heading>
        {intro ? <Intro>{intro}</Intro> : null}
        {children}
      </Container>
    </Band>
  );
}

/** A full-width band with the sections' vertical rhythm, tinted every other one. */
export const Band = styled.section<{ $isTinted: boolean }>`
  /* A tighter rhythm on phones, where every band's padding is paid for in scrolling. */
  padding: 2rem 0;
  ${media.sm} {
    padding: ${theme.space.xxl} 0;
  }
  background: ${({ $isTinted }) => ($isTinted ? theme.colors.surfaceAlt : 'transparent')};
  ${renderWhenNear('40rem')}
  &[data-drawn-with-page] {
    content-visibility: visible;
  }
`;

const Heading = styled.h2`
  text-align: center;
`;

const Intro = styled.p`
  max-width: 46rem;
  margin: 0 auto ${theme.space.lg};
  text-align: center;
  color: ${theme.colors.muted};
  ${media.sm} {
    margin-bottom: ${theme.space.xl};
    font-size: 1.0625rem;
  }
`;
