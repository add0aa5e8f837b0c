import React from 'react';
import { useActiveHeading } from '../../hooks/use-active-heading';
import type { TocEntry } from '../../lib/blog/table-of-contents';
import * as S from './TableOfContents.styles';

/**
 * "On this page" for long posts (product-rules §10 Long posts). The list renders twice and CSS shows one (sidebar on
 * wide screens, <details> on small ones), so nothing moves when the script loads.
 */
export function TableOfContents({ entries }: { entries: readonly TocEntry[] }) {
  const active = useActiveHeading(entries.map((entry) => entry.id));
  const list = (
    <S.List>
      {entries.map((entry) => (
        <S.Item key={entry.id} $level={entry.level}>
          <a href={`#${entry.id}`} aria-current={entry.id === active ? 'location' : undefined}>
            {entry.text}
          </a>
        </S.Item>
      ))}
    </S.List>
  );
  return (
    <>
      <S.Compact>
        <summary>On this page</summary>
        <nav aria-label="On this page">{list}</nav>
      </S.Compact>
      <S.Sidebar>
        <nav aria-label="On this page">
          <S.Title aria-hidden="true">On this page</S.Title>
          {list}
        </nav>
      </S.Sidebar>
    </>
  );
}
