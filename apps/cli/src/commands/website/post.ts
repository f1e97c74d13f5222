import { SitePostView } from '@innkeep/contract';
import { Flags } from '@oclif/core';

import { DRY_RUN_FLAGS, IDEMPOTENCY_FLAGS, InnkeepCommand } from '../../base-command';

export default class WebsitePost extends InnkeepCommand<typeof WebsitePost, SitePostView> {
  static override summary = 'Post news on a property’s website (Markdown).';
  static override examples = ['<%= config.bin %> website post --property prop_123 --title "Pool open" --body "From **June 1st**."'];
  static override operation = 'website.createPost';
  static override flags = {
    'property-id': Flags.string({ summary: 'The property whose website shows the post.', aliases: ['property'], required: true }),
    title: Flags.string({ summary: 'The post’s title.', required: true }),
    body: Flags.string({ summary: 'The post, in Markdown.', required: true }),
    ...IDEMPOTENCY_FLAGS,
    ...DRY_RUN_FLAGS,
  };

  protected override humanize(post: SitePostView): string {
    return `Posted “${post.title}” (${post.id}).`;
  }
}
