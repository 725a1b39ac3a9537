/**
 * The public origin of the site (PUBLIC_ORIGIN): the scheme and host written into canonical
 * links, Open Graph and JSON-LD URLs, robots.txt and the sitemap. It comes from the configuration,
 * never from the request: a Host header is whatever the client wrote, and robots.txt and the
 * sitemap are cached publicly, so `Host: evil.example` would otherwise be served to everyone.
 * Production (NODE_ENV=production) refuses to start without it, like JWT_SECRET. In development
 * the request's own origin stands in, and what carries it is not publicly cacheable.
 */

type Env = Record<string, string | undefined>;

/** 'https://pedidos.example.co' from PUBLIC_ORIGIN (a trailing slash is dropped); undefined when unset outside production. */
export function publicOriginFromEnv(env: Env): string | undefined {
  const value = env.PUBLIC_ORIGIN?.trim() ?? '';
  if (value === '') {
    if (env.NODE_ENV === 'production') {
      throw new Error(
        'PUBLIC_ORIGIN no configurado: con NODE_ENV=production los enlaces canónicos, robots.txt y el sitemap deben usar el origen público del sitio (p. ej. https://pedidos.example.co), no la cabecera Host de la solicitud',
      );
    }
    return undefined;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_ORIGIN inválido: ${value} (se espera un origen como https://pedidos.example.co)`);
  }
  const bare = url.pathname === '/' && url.search === '' && url.hash === '' && url.username === '' && url.password === '';
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !bare) {
    throw new Error(`PUBLIC_ORIGIN inválido: ${value} (se espera un origen como https://pedidos.example.co, sin ruta)`);
  }
  return url.origin;
}

/** The configured public origin, or (development only) the origin of the request. */
export const originFor = (configured: string | undefined, requestUrl: string): string => configured ?? new URL(requestUrl).origin;
