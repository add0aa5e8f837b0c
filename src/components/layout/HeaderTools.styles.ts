import styled from 'styled-components';
import { media } from '../../styles/media';
import { theme } from '../../styles/theme';

/** The header's icon buttons (search, theme): a fixed 44px square each, so nothing shifts. */
export const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: 0.25rem;
  flex-shrink: 0;
  margin-left: 0.5rem;
  ${media.desktop} {
    order: 2;
  }
  ${media.mobile} {
    margin-left: auto;
    margin-right: 0.25rem;
  }
`;

export const ToolButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: ${theme.radii.sm};
  background: transparent;
  color: ${theme.colors.ink};
  cursor: pointer;
  &:hover {
    color: ${theme.colors.primaryDark};
    background: ${theme.colors.sky};
  }
`;
