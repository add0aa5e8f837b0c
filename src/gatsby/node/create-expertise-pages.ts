import { expertisePath } from '../../lib/routes';
import type { PageCreator } from './create-pages';
import { createDetailPages, queryDetailNodes } from './create-detail-pages';
import { templates } from './templates';

/** /expertise/<slug>/ for every content/expertise/<slug>.json (product-rules §2 Expertise pages). */
export const createExpertisePages: PageCreator = async (args) => {
  const { nodes, errors } = await queryDetailNodes(args, 'Expertise');
  createDetailPages(args, { nodes, errors, label: 'expertise', template: templates.expertise, pathFor: expertisePath });
};
