import { Get, Res } from '@nestjs/common';
import { FastifyReply } from 'fastify';

import { WEB_CSS, WEB_JS } from './assets';
import { WebPageController } from './web-page-routes';

/** The web pages' style sheet and script. */
@WebPageController()
export class AssetsController {
  @Get('/assets/web.css')
  css(@Res() reply: FastifyReply) {
    return reply.header('Content-Type', 'text/css; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(WEB_CSS);
  }

  @Get('/assets/web.js')
  js(@Res() reply: FastifyReply) {
    return reply.header('Content-Type', 'text/javascript; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(WEB_JS);
  }
}
