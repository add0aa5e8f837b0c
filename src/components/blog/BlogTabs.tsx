import React, { useEffect, useState } from 'react';
import { BLOG_TABS, blogTabFromSearch, DEFAULT_BLOG_TAB, withBlogTab, type BlogTab } from '../../lib/blog/list-tabs';
import { Tabs } from '../ui/Tabs';

const indexOf = (tab: BlogTab) => BLOG_TABS.findIndex((candidate) => candidate.id === tab);

/**
 * Hot and Latest tabs (product-rules §2 Blog list). The other tab renders only once chosen, which halves the page's
 * HTML; the choice is kept in the URL (?tab=hot) so it survives paging, reloads and sharing.
 */
export function BlogTabs({ panels }: { panels: Record<BlogTab, React.ReactNode> }) {
  const [selected, setSelected] = useState(indexOf(DEFAULT_BLOG_TAB));
  useEffect(() => setSelected(indexOf(blogTabFromSearch(window.location.search))), []);

  const select = (index: number) => {
    setSelected(index);
    window.history.replaceState(window.history.state, '', withBlogTab(window.location.pathname, BLOG_TABS[index]!.id));
  };

  return (
    <Tabs
      label="Order posts by"
      idPrefix="blog"
      variant="segmented"
      tabs={BLOG_TABS}
      selected={selected}
      onSelect={select}
      renderPanel={(index, wasShown) => (wasShown ? panels[BLOG_TABS[index]!.id] : null)}
    />
  );
}
