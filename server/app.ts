import path from 'node:path';
import { existsSync } from 'node:fs';
import { constants as zlib } from 'node:zlib';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import helmet from 'helmet';
import fastifyStatic from '@fastify/static';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import { isPublicPath } from '../common/public-paths.ts';
import type { AppConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { translate } from './i18n/messages.ts';
import { registerAuthHook, registerPendingCallerNet } from './http/auth-hook.ts';
import { contentSecurityPolicy } from './http/content-security-policy.ts';
import { registerSsoCors } from './http/sso-cors.ts';
import { frameworkErrorHandler, registerErrorHandler } from './http/error-handler.ts';
import { registerLocaleHook } from './http/locale-hook.ts';
import { registerNoStoreHook } from './http/no-store-hook.ts';
import { registerNulGuard } from './http/nul-guard.ts';
import { registerOpenApi } from './http/openapi.ts';
import type { TypedApp } from './http/types.ts';
import { authRoutes } from './auth/routes.ts';
import { accountRoutes } from './accounts/routes.ts';
import { systemRoutes } from './system/routes.ts';
import { crudRoutes } from './crud/routes.ts';
import { mappingRoutes } from './mapping/routes.ts';
import { rolePermissionRoutes } from './access/role-permission-routes.ts';
import { requestChangeRoutes } from './request-changes/routes.ts';
import { ratingRoutes } from './rating/routes.ts';
import { auditRoutes } from './audit/routes.ts';
import { dashboardRoutes } from './dashboard/routes.ts';
import { projectRoutes } from './project/routes.ts';
import { genModelRoutes } from './gen-model/routes.ts';
import { uploadRoutes } from './uploads/routes.ts';
import { spreadsheetRoutes } from './spreadsheet/routes.ts';
import { fieldAppRoutes } from './field-app/routes.ts';
import { presenceExceptionRoutes } from './presence-exceptions/routes.ts';
import { registerDayClosing } from './presence-exceptions/close-days.ts';

export interface BuildOptions {
  config: AppConfig;
  db: Database;
  logger?: FastifyServerOptions['logger'];
  /** Folder of the built client; defaults to the config's. */
  clientDir?: string;
}

/** Builds the product's HTTP app: security headers, locale, auth, routes, then the client. */
export async function buildApp({ config, db, logger = false, clientDir }: BuildOptions): Promise<TypedApp> {
  const app = Fastify({
    logger,
    // X-Forwarded-For is believed only from the configured number of proxies.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
    bodyLimit: 1_048_576,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', allErrors: true } },
    frameworkErrors: frameworkErrorHandler,
  }).withTypeProvider<TypeBoxTypeProvider>();

  // X-Frame-Options says what CSP frame-ancestors 'none' says, for browsers that read only the older header.
  // The middleware is built once: @fastify/helmet built it anew, its CSP parsed again, on every request.
  const securityHeaders = helmet({ contentSecurityPolicy: contentSecurityPolicy(config), crossOriginEmbedderPolicy: false, frameguard: { action: 'deny' } });
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, () => done()));
  registerPendingCallerNet(app);
  // API answers (lists, exports) compressed on the fly; built assets are sent pre-compressed. An
  // answer up to 64 KB (a list page is about 17 KB) is compressed in one call: streamed, as the
  // plugin streams past its default bound on two cores (8 KB), a page cost some 50 thread-pool
  // round trips and a quarter of the server's time of a list call. An export streams anyway.
  await app.register(compress, {
    threshold: 1024,
    syncThreshold: 65_536,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // One file per request; each route passes its own size limit (uploads, imports).
  await app.register(multipart, { limits: { files: 1, fields: 10, parts: 12, fileSize: config.uploadMaxMb * 1_048_576 } });
  registerSsoCors(app, config.sso.allowedOrigins);
  registerLocaleHook(app);
  registerErrorHandler(app);
  registerNoStoreHook(app);
  registerAuthHook(app, db);
  registerNulGuard(app);
  await registerOpenApi(app);

  await app.register(systemRoutes, { prefix: '/api', config, db });
  await app.register(authRoutes, { prefix: '/api', config, db });
  await app.register(accountRoutes, { prefix: '/api', config, db });
  await app.register(genModelRoutes, { prefix: '/api', db });
  await app.register(uploadRoutes, { prefix: '/api', config, db });
  await app.register(spreadsheetRoutes, { prefix: '/api', config, db });
  await app.register(ratingRoutes, { prefix: '/api', db });
  await app.register(auditRoutes, { prefix: '/api', db });
  await app.register(mappingRoutes, { prefix: '/api', db });
  await app.register(rolePermissionRoutes, { prefix: '/api', db });
  await app.register(requestChangeRoutes, { prefix: '/api', db });
  await app.register(dashboardRoutes, { prefix: '/api', db });
  await app.register(projectRoutes, { prefix: '/api', db });
  await app.register(fieldAppRoutes, { prefix: '/api/app/v1', config, db });
  await app.register(presenceExceptionRoutes, { prefix: '/api', db });
  registerDayClosing(app, db, config.fieldApp.maxEventAgeDays);
  await app.register(crudRoutes, { prefix: '/api', db });

  const root = path.resolve(clientDir ?? config.clientDir);
  const serveClient = config.serveClient && existsSync(path.join(root, 'index.html'));
  if (serveClient) {
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      // '/' is the app too, for every client: without an index the plugin refuses the
      // directory whenever no pre-compressed copy matches the request's Accept-Encoding.
      index: ['index.html'],
      preCompressed: true,
      cacheControl: false,
      // Built assets carry a content hash in their name: a browser keeps them for good
      // instead of asking again on every page load. Anything else is checked each time.
      setHeaders: (response, filePath) => {
        const hashed = filePath.startsWith(path.join(root, 'assets') + path.sep);
        response.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  // The pages vite.config.ts writes: login.html preloads none of the app behind the login
  // screen, public.html its router only, index.html the router, the layout and the data
  // screen. A client built without the first two gets index.html at every address.
  const built = (page: string) => (existsSync(path.join(root, page)) ? page : 'index.html');
  const loginPage = built('login.html');
  const publicPage = built('public.html');
  // The client draws its login screen without the router at exactly /login (src/app/app-start.ts).
  const pageFor = (pathname: string) => (pathname === '/login' ? loginPage : isPublicPath(pathname) ? publicPage : 'index.html');
  app.setNotFoundHandler((request, reply) => {
    // Client routes get the app, to a HEAD as to a GET; a missing file (a path with an extension) stays a 404.
    const pathname = request.url.split('?')[0] ?? '';
    if (serveClient && (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/') && !path.extname(pathname)) {
      return reply.header('cache-control', 'no-cache').sendFile(pageFor(pathname));
    }
    return reply.status(404).send({ message: translate(request.locale, 'route_not_found', { url: request.url }) });
  });

  return app;
}
