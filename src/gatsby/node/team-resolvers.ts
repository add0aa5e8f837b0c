import type { CreateResolversArgs } from 'gatsby';
import { authorPath } from '../../lib/routes';

interface NodeModel {
  findOne(args: { type: string; query: { filter: Record<string, unknown> } }): Promise<unknown>;
}

/**
 * `TeamMember.articlesPath`: the member's author page when this build has one, else null. An author page exists
 * only for an author with posts (create-pages.ts), so a team card links "Articles" only where it leads somewhere.
 */
export function createTeamResolvers({ createResolvers: create }: CreateResolversArgs): void {
  create({
    TeamMember: {
      articlesPath: {
        type: 'String',
        async resolve(source: { author?: string | null }, _args: unknown, context: { nodeModel: NodeModel }) {
          if (!source.author) return null;
          const post = await context.nodeModel.findOne({
            type: 'BlogPost',
            query: { filter: { authorKey: { eq: source.author } } },
          });
          return post ? authorPath(source.author) : null;
        },
      },
    },
  });
}
