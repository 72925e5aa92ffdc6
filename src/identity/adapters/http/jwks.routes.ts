import type { RootRoutes } from '../../../platform/http/http-types.js';
import type { RelyingPartyJwks } from '../../ports/singpass-provider.js';

/** Our public keys, fetched by Singpass to verify client assertions and to encrypt ID tokens to us. */
export function jwksRoutes(jwks: RelyingPartyJwks): RootRoutes {
  return {
    name: 'identity.jwks',
    mount(router) {
      router.get('/.well-known/jwks.json', (ctx) => {
        ctx.set('Cache-Control', 'public, max-age=300');
        ctx.body = jwks.publicJwks();
      });
    },
  };
}
