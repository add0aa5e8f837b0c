import styled from 'styled-components';
import { media } from '../../styles/media';
import { cardSurface } from '../../styles/mixins';

export const Wrapper = styled.section`
  ${cardSurface}
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: ${({ theme }) => theme.space.lg};
  ${media.sm} {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

export const Heading = styled.h2`
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

export const Intro = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

/** Roughly the form's height, so the page below moves little when the form arrives. */
export const Pending = styled.div`
  min-height: 52rem;
  color: ${({ theme }) => theme.colors.muted};
  ${media.sm} {
    min-height: 36rem;
  }
`;
