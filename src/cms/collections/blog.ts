import { blogPostSchema, SLUG_WORDS } from '../../lib/content/blog-schema';
import { HIGHLIGHTED_LANGUAGES } from '../../lib/content/post-body-schema';
import { checkedFields } from '../checked-fields';
import { dayWidget, fieldsOf, hinted, long, markdownBody, noDirectCommits, POST_FORMAT, seo } from './fields';

/** The `blog` collection: content/blog/<slug>/index.md, checked by blogPostSchema (lib/content/blog-schema.ts). */
export const blogPosts = {
  name: 'blog',
  label: 'Blog posts',
  label_singular: 'Blog post',
  description: 'Articles on /blog/. Each post is a folder holding index.md and its pictures.',
  folder: 'content/blog',
  create: true,
  ...noDirectCommits,
  path: '{{slug}}/index',
  slug: '{{fields.title}}',
  // "View preview" opens the post itself on the preview (decap-cms-core formatters.ts `previewUrlFormatter`).
  preview_path: 'blog/{{fields.title}}/',
  format: POST_FORMAT,
  extension: 'md',
  media_folder: '',
  public_folder: '.',
  // "Draft: " or "Scheduled for 05 Dec 2026: " before the headline, and sorting by date: keys the post format
  // adds when it reads a post and never writes (formats.ts `LIST_ONLY_KEYS`).
  summary: '{{listState}}{{heading}} ({{date}})',
  sortable_fields: ['sortDate', 'heading', 'id'],
  // Every single-value field runs the build's post rules as the editor types (src/cms/checked-widget.ts).
  fields: checkedFields(
    fieldsOf(blogPostSchema, {
      id: {
        label: 'Post number',
        widget: 'post-id',
        hint:
          'Filled in with the next free number. Other posts list this number as related. If the form says another ' +
          'post has it, use the number it suggests.',
      },
      title: {
        label: 'Web address (slug)',
        pattern: [SLUG_WORDS.source, 'Use lower-case words joined by hyphens, like my-new-post'],
        hint: 'Lower-case words joined by hyphens; the post’s address is /blog/<this>/. It cannot change after the first save.',
      },
      heading: hinted('Headline', 'The big title at the top of the post.'),
      description: long(
        'Standfirst',
        'One or two sentences under the headline and in search results, at most 160 characters.',
      ),
      seoTitle: seo.seoTitle,
      seoKeywords: hinted(
        'Search keywords',
        'Comma separated, for example: docker, containers, devops. May stay empty.',
      ),
      topics: {
        label: 'Topics',
        widget: 'relation',
        collection: 'site',
        file: 'topics',
        value_field: 'topics.*.slug',
        search_fields: ['topics.*.name'],
        display_fields: ['topics.*.name'],
        multiple: true,
        min: 1,
        max: 3,
        hint: 'One to three, main subject first: the first picks the service offered under the post. Add topics under Site pages and settings › Blog topics.',
      },
      author: {
        label: 'Author',
        widget: 'relation',
        collection: 'authors',
        file: 'authors',
        value_field: 'items.*.id',
        search_fields: ['items.*.name'],
        display_fields: ['items.*.name'],
        hint: 'Add new authors under Authors first.',
      },
      date: {
        label: 'Publication date',
        hint: 'Posts are sorted by this date, newest first. A future date schedules the post: it goes live that morning.',
        ...dayWidget('DD MMM YYYY'),
      },
      related: {
        label: 'Related posts',
        widget: 'relation',
        collection: 'blog',
        value_field: 'id',
        search_fields: ['heading', 'title'],
        display_fields: ['heading'],
        multiple: true,
        min: 1,
        options_length: 200,
        hint: 'Pick other posts by headline, at least one; three fill the "Related Blogs" row under this post.',
      },
      technical: hinted('How-to article', 'Switch on for step-by-step tutorials; leave off for essays.'),
      draft: hinted(
        'Draft',
        'Switched on, the post stays off the live site (previews still show it). Also the way to take a post down.',
      ),
      poster: {
        label: 'Cover picture',
        media_folder: '',
        public_folder: '.',
        hint: 'Optional, 1200×630 or larger. Cards show its middle, cut to 1200×630: the preview shows the card. Without one the card shows a cover drawn from the first topic.',
      },
      imageMaxHeight: hinted(
        'Maximum picture height (pixels)',
        'Optional. Pictures in the text are at most 500 px high; give a smaller number to shrink them.',
      ),
      // The day as YYYY-MM-DD, for "Sort by publication date" only (formats.ts `LIST_ONLY_KEYS`).
      sortDate: { label: 'Publication date', widget: 'hidden' },
      body: {
        ...markdownBody(
          'Markdown. Sections start with ## (never a single #). Code in ``` fences with a language: ' +
            `${HIGHLIGHTED_LANGUAGES.join(', ')}. A note starts with > [!NOTE], > [!TIP] or > [!WARNING]. ` +
            'Add pictures with Insert picture, which asks what the picture shows.',
        ),
        // The "Insert picture" action above the text (src/cms/insert-picture.ts).
        insert_picture: true,
      },
    }),
  ),
};
