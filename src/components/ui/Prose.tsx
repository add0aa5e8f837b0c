import React from 'react';
import * as S from './Prose.styles';

/** Build-time Markdown HTML from our own content, never visitor input (conventions §6). */
export function Prose({ html }: { html: string }) {
  return <S.Body dangerouslySetInnerHTML={{ __html: html }} />;
}
