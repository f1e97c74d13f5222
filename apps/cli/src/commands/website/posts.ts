import { SitePostView } from '@innkeep/contract';
import { Flags } from '@oclif/core';

import { InnkeepCommand } from '../../base-command';
import { renderPosts } from '../../output/website-views';

type Answer = { posts: SitePostView[] };

export default class WebsitePosts extends InnkeepCommand<typeof WebsitePosts, Answer> {
  static override summary = 'List the websites’ news posts, newest first.';
  static override examples = ['<%= config.bin %> website posts --property prop_123'];
  static override operation = 'website.listPosts';
  static override flags = {
    'property-id': Flags.string({ summary: 'Only this property’s posts.', aliases: ['property'] }),
    take: Flags.integer({ summary: 'How many, 1 to 200 (default 50).', min: 1, max: 200 }),
  };

  protected override humanize({ posts }: Answer): string {
    return renderPosts(posts);
  }
}
