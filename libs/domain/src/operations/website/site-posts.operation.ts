import { arrayOf, objectSchema, sitePostSchema } from '@innkeep/contract';
import { IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

import { defineOperation, principalOf } from '../../catalogue/operation';
import { notFound } from '../../errors/domain-error';
import { ToInteger } from '../../validation/transforms';
import { CREATE, READ_ONLY } from '../annotations';

export class ListSitePostsInput {
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  @JSONSchema({ description: 'Only this property’s posts' })
  propertyId?: string;

  @IsOptional()
  @ToInteger()
  @IsInt()
  @Min(1)
  @Max(200)
  @JSONSchema({ description: 'How many, newest first (default 50, at most 200)' })
  take?: number;
}

export const listSitePosts = defineOperation({
  name: 'website.listPosts',
  summary: 'List website posts',
  description: 'News posts of the direct-booking websites, newest first (`take`, default 50). Plan feature `website` (BUSINESS).',
  access: 'pms:read',
  feature: 'website',
  quota: 'read',
  input: ListSitePostsInput,
  output: objectSchema({ posts: arrayOf(sitePostSchema) }, ['posts']),
  http: [{ method: 'GET', path: '/website/posts', operationId: 'listWebsitePosts' }],
  // A read of its own: website_get answers a site's latest posts, but makes a draft when there is none (pms:write).
  mcp: { tool: 'website_posts_list', example: { propertyId: 'prop_123', take: 10 }, title: 'List website posts', annotations: READ_ONLY },
  cli: 'website:posts',
  errors: ['NOT_FOUND'],
  async handle(ctx, input) {
    const { workspaceId } = principalOf(ctx);
    if (input.propertyId && !(await ctx.repos.website.find(workspaceId, input.propertyId))) {
      if (!(await ctx.repos.properties.findDetail(workspaceId, input.propertyId))) throw notFound('Property');
    }
    return { posts: await ctx.repos.website.listPosts(workspaceId, { propertyId: input.propertyId, take: input.take ?? 50 }) };
  },
});

export class CreateSitePostInput {
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  @JSONSchema({ description: 'The property whose website shows the post' })
  propertyId: string;

  @IsString()
  @MinLength(1)
  @MaxLength(200)
  @JSONSchema({ description: 'The post’s title' })
  title: string;

  @IsString()
  @MinLength(1)
  @MaxLength(20000)
  @JSONSchema({ description: 'The post, in Markdown; scripts, event handlers and javascript: links are removed when it is shown' })
  body: string;
}

export const createSitePost = defineOperation({
  name: 'website.createPost',
  summary: 'Post news on a website',
  description:
    'Adds a news post to a property’s direct-booking website, shown newest first on the public site once the site is published. The body is Markdown, rendered safely: no scripts, no event handlers, no javascript: links. A property without a site answers 404 (POST /website/drafts makes one). Plan feature `website` (BUSINESS).',
  access: 'pms:write',
  feature: 'website',
  quota: 'write',
  input: CreateSitePostInput,
  output: sitePostSchema,
  successStatus: 201,
  http: [{ method: 'POST', path: '/website/posts', operationId: 'createWebsitePost' }],
  mcp: {
    tool: 'website_post_create',
    example: { propertyId: 'prop_123', title: 'Summer dates open', body: 'July and August are open for **direct** bookings.' },
    title: 'Post news on a website',
    annotations: CREATE,
  },
  cli: 'website:post',
  errors: ['NOT_FOUND', 'IDEMPOTENCY_KEY_REUSED', 'IDEMPOTENCY_KEY_IN_USE'],
  async handle(ctx, input) {
    const { workspaceId } = principalOf(ctx);
    if (!(await ctx.repos.website.find(workspaceId, input.propertyId))) throw notFound('Website');
    return ctx.repos.website.createPost(workspaceId, { propertyId: input.propertyId, title: input.title, body: input.body });
  },
});
