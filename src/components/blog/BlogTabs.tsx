import React, { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { BLOG_TABS, blogTabFromSearch, DEFAULT_BLOG_TAB, withBlogTab, type BlogTab } from '../../lib/blog/list-tabs';
import { tabIndexForKey } from '../../lib/ui/roving-index';

interface BlogTabsProps {
  /** Accessible name of the tab list. */
  label: string;
  panels: Record<BlogTab, React.ReactNode>;
}

/** The default tab is rendered on the server; the other only once chosen, which halves the page's HTML. */
const initiallyRendered = new Set<BlogTab>([DEFAULT_BLOG_TAB]);

/**
 * Hot and Latest tabs (product-rules) following the WAI-ARIA tabs pattern: arrow keys, Home and End move
 * between tabs and select them; only the selected tab is in the Tab order. The choice is kept in the
 * URL (?tab=hot) so it survives paging, reloads and sharing.
 */
export function BlogTabs({ label, panels }: BlogTabsProps) {
  const [selected, setSelected] = useState<BlogTab>(DEFAULT_BLOG_TAB);
  const [rendered, setRendered] = useState<ReadonlySet<BlogTab>>(initiallyRendered);
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);

  const show = useCallback((tab: BlogTab) => {
    setSelected(tab);
    setRendered((current) => (current.has(tab) ? current : new Set([...current, tab])));
  }, []);
  useEffect(() => show(blogTabFromSearch(window.location.search)), [show]);

  const select = (index: number, shouldFocus: boolean) => {
    const tab = BLOG_TABS[index];
    if (!tab) return;
    show(tab.id);
    if (shouldFocus) tabs.current[index]?.focus();
    window.history.replaceState(window.history.state, '', withBlogTab(window.location.pathname, tab.id));
  };
  const handleKeyDown = (event: React.KeyboardEvent, index: number) => {
    const next = tabIndexForKey(event.key, index, BLOG_TABS.length);
    if (next === null) return;
    event.preventDefault();
    select(next, true);
  };

  return (
    <>
      <TabList role="tablist" aria-label={label}>
        {BLOG_TABS.map((tab, index) => (
          <Tab
            key={tab.id}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`blog-tab-${tab.id}`}
            aria-selected={selected === tab.id}
            aria-controls={`blog-panel-${tab.id}`}
            tabIndex={selected === tab.id ? 0 : -1}
            onClick={() => select(index, false)}
            onKeyDown={(event) => handleKeyDown(event, index)}
          >
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {BLOG_TABS.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`blog-panel-${tab.id}`}
          aria-labelledby={`blog-tab-${tab.id}`}
          hidden={selected !== tab.id}
          tabIndex={0}
        >
          {rendered.has(tab.id) ? panels[tab.id] : null}
        </div>
      ))}
    </>
  );
}

const TabList = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Tab = styled.button`
  min-width: 6rem;
  min-height: 44px;
  padding: 0.5rem 1.25rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.ink};
  font-weight: 600;
  cursor: pointer;
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.action};
    color: ${({ theme }) => theme.colors.onDark};
  }
  &:hover:not([aria-selected='true']) {
    background: ${({ theme }) => theme.colors.sky};
  }
`;
