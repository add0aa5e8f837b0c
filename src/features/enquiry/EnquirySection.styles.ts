import styled from 'styled-components';
import { media } from '../../styles/media';
import { cardSurface } from '../../styles/mixins';
import { theme } from '../../styles/theme';

export const Wrapper = styled.section`
  ${cardSurface}
  border-radius: ${theme.radii.lg};
  padding: ${theme.space.lg};
  ${media.sm} {
    padding: ${theme.space.xl};
  }
`;

export const Heading = styled.h2`
  margin-bottom: ${theme.space.sm};
`;

export const Intro = styled.p`
  color: ${theme.colors.muted};
  margin-bottom: ${theme.space.lg};
`;

/** Roughly the form's height, so the page below moves little when the form arrives. */
export const Pending = styled.div`
  min-height: 52rem;
  color: ${theme.colors.muted};
  ${media.sm} {
    min-height: 36rem;
  }
`;
