import type { GuardOptions } from '../../../identity/public.js';
import type { ApiRoutes, AppMiddleware } from '../../../platform/http/http-types.js';
import { Joi } from '../../../platform/http/validation/joi-spec.js';
import { validate } from '../../../platform/http/validation/validate.js';
import type { ArticleReads } from '../../application/article-reads.js';
import type { ArticleReadRequest, ArticlesReadResponse } from './content.contract.js';

/** The shape only: the domain checks that it names an article's page. */
export const articleReadSchema = Joi.object<ArticleReadRequest>({ article: Joi.string().max(300).required() }).required();

/** Spec 3 §7 POST /article and GET /article: a signed-in resident's read articles. */
export function articleRoutes(deps: { guard: (options?: GuardOptions) => AppMiddleware; reads: ArticleReads }): ApiRoutes {
  return {
    name: 'content.articles',
    mount(router) {
      router.get('/article', deps.guard({ requireConsent: true }), async (ctx) => {
        const reads = await deps.reads.list(ctx.state.currentUser!.id);
        const body: ArticlesReadResponse = { articles: reads.map((r) => ({ article: r.article, completedAt: r.completedAt.toISOString() })) };
        ctx.set('Cache-Control', 'no-store');
        ctx.body = body;
      });
      router.post('/article', deps.guard({ requireConsent: true }), validate({ body: articleReadSchema }), async (ctx) => {
        await deps.reads.record(ctx.state.currentUser!.id, (ctx.request.body as ArticleReadRequest).article);
        ctx.status = 204;
      });
    },
  };
}
