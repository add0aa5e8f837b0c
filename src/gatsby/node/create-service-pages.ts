import { servicePath } from '../../lib/routes';
import type { PageCreator } from './create-pages';
import { createDetailPages, queryDetailNodes } from './create-detail-pages';
import { templates } from './templates';

/** /services/<slug>/ for every content/services/<slug>.json (product-rules §2 Service pages). */
export const createServicePages: PageCreator = async (args) => {
  const { nodes, errors } = await queryDetailNodes(args, 'Service');
  createDetailPages(args, { nodes, errors, label: 'services', template: templates.service, pathFor: servicePath });
};
