import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bearer, errorResponses, IdParams } from '../common/schemas.js';
import type { Sql } from '../platform/db.js';
import { ADMIN, ADMIN_OR_OWNER, currentUser } from './guard.js';
import { logIn, type LoginThrottle } from './log-in.js';
import {
  AdminUserResponseSchema,
  CreateUserBodySchema,
  LoginBodySchema,
  LoginResponseSchema,
  UpdateUserBodySchema,
  UserActivityBodySchema,
  UserListQuerySchema,
  UserOptionsSchema,
  UserPageSchema,
  UserResponseSchema,
  UserSelectQuerySchema,
} from './schemas.js';
import type { TokenService } from './tokens.js';
import { createLoginThrottleRepository, createUsersRepository } from './users-repository.js';
import { createUsersService } from './users-service.js';

export interface AuthRoutesOptions {
  sql: Sql;
  tokens: TokenService;
  loginThrottle: LoginThrottle;
}

const authRoutes: FastifyPluginAsyncTypebox<AuthRoutesOptions> = async (app, { sql, tokens, loginThrottle }) => {
  const users = createUsersRepository(sql);
  const service = createUsersService(sql, { loginWindowMinutes: loginThrottle.windowMinutes });

  app.post(
    '/auth/login',
    {
      schema: {
        operationId: 'createAccessToken',
        description:
          'E-posta ve parolayla giriş yapar; yanıtta Bearer olarak kullanılacak JWT (`accessToken`) ve kullanıcı (rol, ad, soyad) döner. Art arda başarısız girişler bir süre 429 ile durdurulur; pasif hesap 403 alır.',
        tags: ['auth'],
        summary: 'Yönetim paneline giriş',
        body: LoginBodySchema,
        response: { 200: LoginResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => ({
      content: await logIn(
        { users, throttle: createLoginThrottleRepository(sql), tokens, limits: loginThrottle },
        { email: request.body.email, password: request.body.password, ip: request.ip },
      ),
    }),
  );

  app.get(
    '/auth/me',
    {
      onRequest: app.authorize(ADMIN_OR_OWNER),
      schema: {
        operationId: 'getCurrentUser',
        description:
          'Bearer anahtarının sahibi olan kullanıcıyı döndürür; panel açılışta oturumun hâlâ geçerli olduğunu bununla denetler.',
        tags: ['auth'],
        summary: 'Oturumdaki kullanıcı',
        security: bearer,
        response: { 200: UserResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ content: await service.get(currentUser(request).id) }),
  );

  const adminOnly = { onRequest: app.authorize(ADMIN) };
  const tags = ['users'];
  const guarded = errorResponses(401, 403);

  app.get(
    '/admin/users',
    {
      ...adminOnly,
      schema: {
        operationId: 'listUsers',
        description: 'Kullanıcılar `skip`/`take` ile sayfalanır; yanıt `{content, total}` biçimindedir.',
        tags,
        summary: 'Kullanıcı listesi (sayfa boyutu 10); her kullanıcının son başarısız giriş sayısıyla',
        security: bearer,
        querystring: UserListQuerySchema,
        response: { 200: UserPageSchema, ...guarded, ...errorResponses(400) },
      },
    },
    async (request) => service.listForAdmin(request.query),
  );

  app.get(
    '/admin/users/select',
    {
      ...adminOnly,
      schema: {
        operationId: 'listUserOptions',
        description: 'Yalnızca aktif kullanıcılar, seçim kutusunda gösterilecek kadar bilgiyle döner.',
        tags,
        summary: 'Seçim kutuları için aktif kullanıcılar (ör. tekne sahibi seçimi)',
        security: bearer,
        querystring: UserSelectQuerySchema,
        response: { 200: UserOptionsSchema, ...guarded, ...errorResponses(400) },
      },
    },
    async (request) => ({ content: await users.options(request.query.role) }),
  );

  app.get(
    '/admin/users/:id',
    {
      ...adminOnly,
      schema: {
        operationId: 'getUser',
        description: 'Numarası verilen kullanıcıyı döndürür; yoksa 404.',
        tags,
        summary: 'Kullanıcı ayrıntısı',
        security: bearer,
        params: IdParams,
        response: { 200: AdminUserResponseSchema, ...guarded, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ content: await service.getForAdmin(request.params.id) }),
  );

  app.post(
    '/admin/users',
    {
      ...adminOnly,
      schema: {
        operationId: 'createUser',
        description:
          'Yeni ADMIN veya OWNER kullanıcısı oluşturur; e-posta adresi başka bir kullanıcıda varsa 409 döner.',
        tags,
        summary: 'Kullanıcı oluştur',
        security: bearer,
        body: CreateUserBodySchema,
        response: { 201: UserResponseSchema, ...guarded, ...errorResponses(400, 409) },
      },
    },
    async (request, reply) => reply.status(201).send({ content: await service.create(request.body) }),
  );

  app.put(
    '/admin/users/:id',
    {
      ...adminOnly,
      schema: {
        operationId: 'updateUser',
        description:
          'Kullanıcının bilgilerini değiştirir; `password` gönderilmezse parola aynı kalır. E-posta başka bir kullanıcıdaysa 409.',
        tags,
        summary: 'Kullanıcıyı güncelle (parola boş bırakılırsa değişmez)',
        security: bearer,
        params: IdParams,
        body: UpdateUserBodySchema,
        response: { 200: UserResponseSchema, ...guarded, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => ({ content: await service.update(currentUser(request), request.params.id, request.body) }),
  );

  app.patch(
    '/admin/users/activity',
    {
      ...adminOnly,
      schema: {
        operationId: 'setUserActivity',
        description:
          'Kullanıcıyı aktif veya pasif yapar; pasif kullanıcının mevcut anahtarları da hemen geçersiz olur.',
        tags,
        summary: 'Kullanıcıyı aktif/pasif yap; pasif kullanıcı giriş yapamaz',
        security: bearer,
        body: UserActivityBodySchema,
        response: { 200: UserResponseSchema, ...guarded, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => ({
      content: await service.setActivity(currentUser(request), request.body.id, request.body.active),
    }),
  );
};

export default authRoutes;
