import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ADMIN, ADMIN_OR_OWNER, currentUser } from '../../auth/guard.js';
import { bearer, errorResponses, IdParams } from '../../common/schemas.js';
import { createBoat } from './create-boat.js';
import type { BoatDeps } from './deps.js';
import { exportBoatsCsv } from './export-boats-csv.js';
import { getBoat } from './get-boat.js';
import { listBoatOptions } from './list-boat-options.js';
import { listBoats } from './list-boats.js';
import { removeBoatIcal } from './remove-boat-ical.js';
import type { BoatFlag } from './repository.js';
import {
  BoatBodySchema,
  BoatFlagBodySchema,
  BoatIdBodySchema,
  BoatListQuerySchema,
  BoatOptionsSchema,
  BoatOrderBodySchema,
  BoatPageSchema,
  BoatPolicyBodySchema,
  BoatResponseSchema,
} from './schemas.js';
import { setBoatCancellationPolicy } from './set-boat-cancellation-policy.js';
import { setBoatFlag } from './set-boat-flag.js';
import { setBoatOfMonth } from './set-boat-of-month.js';
import { setBoatOrder } from './set-boat-order.js';
import { updateBoat } from './update-boat.js';

/** Admin boat management: ADMIN sees all boats, an OWNER only their own. */
const boatsRoutes: FastifyPluginAsyncTypebox<BoatDeps> = async (app, deps) => {
  const { sql } = deps;
  const staff = { onRequest: app.authorize(ADMIN_OR_OWNER) };
  const adminOnly = { onRequest: app.authorize(ADMIN) };
  const tags = ['boats'];
  const guarded = errorResponses(401, 403);

  app.get(
    '/admin/boats',
    {
      ...staff,
      schema: {
        operationId: 'listBoats',
        description:
          'Tekneler `skip`/`take` ile sayfalanır, `id`, `popular` ve `search` ile süzülür, `order` ile sıralanır; yanıt `{content, total}` biçimindedir.',
        tags,
        summary: 'Tekne listesi (sayfa boyutu 20); tekne sahibi yalnızca kendi teknelerini görür',
        security: bearer,
        querystring: BoatListQuerySchema,
        response: { 200: BoatPageSchema, ...guarded, ...errorResponses(400) },
      },
    },
    async (request) => listBoats(sql, currentUser(request), request.query),
  );

  app.get(
    '/admin/boats/all',
    {
      ...staff,
      schema: {
        operationId: 'listBoatOptions',
        description:
          'Sayfalanmadan, seçim kutuları için yalnızca numara, ad ve adres parçası döner; OWNER yalnızca kendi teknelerini alır.',
        tags,
        summary: 'Seçim kutuları için tüm tekneler (id, ad, slug)',
        security: bearer,
        response: { 200: BoatOptionsSchema, ...guarded },
      },
    },
    async (request) => ({ content: await listBoatOptions(sql, currentUser(request)) }),
  );

  app.get(
    '/admin/boats/csv',
    {
      ...staff,
      schema: {
        operationId: 'exportBoatsCsv',
        description: 'Görülebilen bütün tekneler tek bir CSV dosyası olarak iner (`Content-Disposition: attachment`).',
        tags,
        summary: 'Tekneleri CSV olarak indir (UTF-8 BOM, ; ayraçlı, Excel uyumlu)',
        security: bearer,
        produces: ['text/csv'],
        response: { 200: Type.String({ description: 'text/csv; charset=utf-8' }), ...guarded },
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="tekneler.csv"')
        .header('cache-control', 'no-store')
        .send(await exportBoatsCsv(sql, currentUser(request))),
  );

  app.get(
    '/admin/boats/:id',
    {
      ...staff,
      schema: {
        operationId: 'getBoat',
        description: 'Numarası verilen tekneyi döndürür; yoksa veya başka bir sahibin teknesiyse 404.',
        tags,
        summary: 'Tekne ayrıntısı',
        security: bearer,
        params: IdParams,
        response: { 200: BoatResponseSchema, ...guarded, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ content: await getBoat(sql, currentUser(request), request.params.id) }),
  );

  app.post(
    '/admin/boats',
    {
      ...staff,
      schema: {
        operationId: 'createBoat',
        description:
          'Yeni tekne ekler. Açıklama HTML’i kaydedilmeden önce temizlenir; OWNER yalnızca kendisini sahip olarak verebilir.',
        tags,
        summary: 'Tekne ekle (adres parçası addan üretilir, çakışırsa -2, -3 eklenir)',
        security: bearer,
        body: BoatBodySchema,
        response: { 201: BoatResponseSchema, ...guarded, ...errorResponses(400) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ content: await createBoat(deps, currentUser(request), request.body) }),
  );

  app.put(
    '/admin/boats/:id',
    {
      ...staff,
      schema: {
        operationId: 'updateBoat',
        description: 'Teknenin bütün bilgilerini değiştirir; yoksa veya başka bir sahibin teknesiyse 404.',
        tags,
        summary: 'Tekneyi güncelle (adres parçası değişmez)',
        security: bearer,
        params: IdParams,
        body: BoatBodySchema,
        response: { 200: BoatResponseSchema, ...guarded, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ content: await updateBoat(deps, currentUser(request), request.params.id, request.body) }),
  );

  const flagRoute = (path: string, flag: BoatFlag, operationId: string, summary: string, adminOnlyRoute = false) =>
    app.patch(
      path,
      {
        ...(adminOnlyRoute ? adminOnly : staff),
        schema: {
          operationId,
          description:
            '`value` verilirse işaret o değere ayarlanır, verilmezse tersine çevrilir; yanıt teknenin son halidir.',
          tags,
          summary,
          security: bearer,
          body: BoatFlagBodySchema,
          response: { 200: BoatResponseSchema, ...guarded, ...errorResponses(400, 404) },
        },
      },
      async (request) => ({
        content: await setBoatFlag(sql, currentUser(request), request.body.boat_id, flag, request.body.value),
      }),
    );
  flagRoute(
    '/admin/boats/forrent',
    'forRent',
    'setBoatForRent',
    'Kiralık durumunu ayarla ({boat_id, value}; value yoksa tersine çevirir)',
  );
  flagRoute(
    '/admin/boats/forsale',
    'forSale',
    'setBoatForSale',
    'Satılık durumunu ayarla ({boat_id, value}; value yoksa tersine çevirir)',
  );
  flagRoute(
    '/admin/boats/activity',
    'active',
    'setBoatActivity',
    'Aktif/pasif ({boat_id, value}; value yoksa tersine çevirir)',
  );
  flagRoute('/admin/boats/setpopular', 'popular', 'setBoatPopular', 'Popüler (yalnızca yönetici)', true);

  app.patch(
    '/admin/boats/setboatofmonth',
    {
      ...adminOnly,
      schema: {
        operationId: 'setBoatOfMonth',
        description: 'Tekneyi ayın teknesi yapar veya bu işareti kaldırır; işaret başka bir teknedeyse oradan kalkar.',
        tags,
        summary: 'Ayın teknesi (yalnızca yönetici; aynı anda tek tekne)',
        security: bearer,
        body: BoatFlagBodySchema,
        response: { 200: BoatResponseSchema, ...guarded, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({
      content: await setBoatOfMonth(sql, currentUser(request), request.body.boat_id, request.body.value),
    }),
  );

  app.patch(
    '/admin/boats/order',
    {
      ...adminOnly,
      schema: {
        operationId: 'setBoatOrder',
        description: 'Teknenin sitede ve listede görüntülenme sırasını ayarlar.',
        tags,
        summary: 'Görüntüleme sırası (yalnızca yönetici; küçük sayı önce)',
        security: bearer,
        body: BoatOrderBodySchema,
        response: { 200: BoatResponseSchema, ...guarded, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({
      content: await setBoatOrder(sql, currentUser(request), request.body.boat_id, request.body.order),
    }),
  );

  app.put(
    '/admin/boats/cancellation-policy/:id',
    {
      ...staff,
      schema: {
        operationId: 'setBoatCancellationPolicy',
        description:
          'Hazır politikalar: Esnek (binişten 7 gün öncesine kadar %100), Orta (30 gün %100, 14 gün %50), Katı (30 gün %50); özel politika gün/yüzde kurallarıyla verilir. `null`: ayarlardaki varsayılan geçerli olur.',
        tags,
        summary: 'Teknenin iptal politikasını belirle',
        security: bearer,
        params: IdParams,
        body: BoatPolicyBodySchema,
        response: { 200: BoatResponseSchema, ...guarded, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({
      content: await setBoatCancellationPolicy(sql, currentUser(request), request.params.id, request.body.policy),
    }),
  );

  app.patch(
    '/admin/boats/deleteical',
    {
      ...staff,
      schema: {
        operationId: 'removeBoatIcal',
        description:
          'Teknenin iCal adresini siler ve o adresten alınmış kapalı tarihleri tek işlemde kaldırır; elle girilen tarihler kalır.',
        tags,
        summary: 'Teknenin iCal adresini ve o adresten alınmış kapalı tarihleri kaldır',
        security: bearer,
        body: BoatIdBodySchema,
        response: { 200: BoatResponseSchema, ...guarded, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ content: await removeBoatIcal(deps, currentUser(request), request.body.boat_id) }),
  );
};

export default boatsRoutes;
