import React from 'react';
import * as S from './Prose.styles';

/**
 * Renders HTML produced by the Markdown transformer at build time (our own content files, never
 * visitor input) with the site's reading typography. conventions §6: Markdown HTML renders in one component.
 */
export function Prose({ html }: { html: string }) {
  return <S.Body dangerouslySetInnerHTML={{ __html: html }} />;
}
