import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type BodyOf, compact, type QueryOf, succeed, unwrap } from '@/dashboard/api/client';
import { OPS_KEYS } from '@/dashboard/api/operation-keys';
import { panelCountsKey } from '@/dashboard/api/panel-counts';
import { useApiMutation } from '@/dashboard/components/mutation';
import { formatClosedDays } from '@/lib/date-ranges';

export type BoatsQuery = QueryOf<'/v1/admin/boats'>;
export type BoatInput = BodyOf<'/v1/admin/boats', 'post'>;
export type BoatUpdate = BodyOf<'/v1/admin/boats/{id}', 'put'>;
export type PriceInput = BodyOf<'/v1/admin/boats/price', 'post'>;
export type PriceUpdate = BodyOf<'/v1/admin/boats/price/{id}', 'put'>;
export type ExtraInput = BodyOf<'/v1/admin/boats/extra', 'post'>;
export type ExtraUpdate = BodyOf<'/v1/admin/boats/extra/{id}', 'put'>;
export type DateInput = BodyOf<'/v1/admin/boats/date', 'post'>;
export type DateUpdate = BodyOf<'/v1/admin/boats/date/{id}', 'put'>;

export const boatsKeys = {
  all: OPS_KEYS.boats,
  list: (query: BoatsQuery) => [...boatsKeys.all, 'list', query] as const,
  detail: (id: number) => [...boatsKeys.all, 'detail', id] as const,
  prices: (id: number) => [...boatsKeys.all, 'prices', id] as const,
  extras: (id: number) => [...boatsKeys.all, 'extras', id] as const,
  dates: (id: number) => [...boatsKeys.all, 'dates', id] as const,
  images: (id: number) => [...boatsKeys.all, 'images', id] as const,
  comments: (id: number) => [...boatsKeys.all, 'comments', id] as const,
  options: () => [...boatsKeys.all, 'options'] as const,
  owners: () => [...boatsKeys.all, 'owners'] as const,
};

export const listBoats = (query: BoatsQuery) =>
  unwrap(api.GET('/v1/admin/boats', { params: { query: compact(query) } }));
export const getBoat = async (id: number) =>
  (await unwrap(api.GET('/v1/admin/boats/{id}', { params: { path: { id } } }))).content;
export type AdminBoat = Awaited<ReturnType<typeof getBoat>>;

export const boatsQueryOptions = (query: BoatsQuery) =>
  queryOptions({ queryKey: boatsKeys.list(query), queryFn: () => listBoats(query), placeholderData: keepPreviousData });
export const useBoats = (query: BoatsQuery) => useQuery(boatsQueryOptions(query));
export const useBoat = (id: number) =>
  useQuery({ queryKey: boatsKeys.detail(id), queryFn: () => getBoat(id), enabled: id > 0 });

/** Marinas and boat types come from the public search options (OWNER may not read the admin lists). */
export const useBoatOptions = () =>
  useQuery({
    queryKey: boatsKeys.options(),
    queryFn: async () => (await unwrap(api.GET('/v1/search/boatoptions'))).content,
    staleTime: 60_000,
  });
/** ADMIN only: the owners a boat can belong to. */
export const useOwnerChoices = (enabled: boolean) =>
  useQuery({
    queryKey: boatsKeys.owners(),
    queryFn: async () =>
      (await unwrap(api.GET('/v1/admin/users/select', { params: { query: { role: 'OWNER' } } }))).content,
    enabled,
    staleTime: 60_000,
  });

const inv = [boatsKeys.all, panelCountsKey] as const;

export const useCreateBoat = (onSuccess?: (boat: AdminBoat) => void) =>
  useApiMutation({
    mutationFn: async (body: BoatInput) => (await unwrap(api.POST('/v1/admin/boats', { body }))).content,
    invalidates: inv,
    successMessage: 'Tekne eklendi.',
    ...(onSuccess ? { onSuccess } : {}),
  });
export const useUpdateBoat = (onSuccess?: (boat: AdminBoat) => void) =>
  useApiMutation({
    mutationFn: async ({ id, body }: { id: number; body: BoatUpdate }) =>
      (await unwrap(api.PUT('/v1/admin/boats/{id}', { params: { path: { id } }, body }))).content,
    invalidates: inv,
    successMessage: 'Tekne güncellendi.',
    ...(onSuccess ? { onSuccess } : {}),
  });

export type BoatFlag = 'forRent' | 'forSale' | 'active' | 'popular' | 'boatOfMonth';
const setFlag = async ({ flag, boat_id, value }: { flag: BoatFlag; boat_id: number; value: boolean }) => {
  const body = { boat_id, value };
  switch (flag) {
    case 'forRent':
      return (await unwrap(api.PATCH('/v1/admin/boats/forrent', { body }))).content;
    case 'forSale':
      return (await unwrap(api.PATCH('/v1/admin/boats/forsale', { body }))).content;
    case 'active':
      return (await unwrap(api.PATCH('/v1/admin/boats/activity', { body }))).content;
    case 'popular':
      return (await unwrap(api.PATCH('/v1/admin/boats/setpopular', { body }))).content;
    case 'boatOfMonth':
      return (await unwrap(api.PATCH('/v1/admin/boats/setboatofmonth', { body }))).content;
  }
};
export const useSetBoatFlag = () =>
  useApiMutation({ mutationFn: setFlag, invalidates: inv, successMessage: 'Tekne durumu güncellendi.' });
export const useSetBoatOrder = () =>
  useApiMutation({
    mutationFn: async (body: BodyOf<'/v1/admin/boats/order', 'patch'>) =>
      (await unwrap(api.PATCH('/v1/admin/boats/order', { body }))).content,
    invalidates: inv,
    successMessage: 'Görüntüleme sırası güncellendi.',
  });

// Prices
export const usePrices = (boatId: number) =>
  useQuery({
    queryKey: boatsKeys.prices(boatId),
    queryFn: async () =>
      (await unwrap(api.GET('/v1/admin/boats/price', { params: { query: { boat_id: boatId } } }))).content,
  });
export type PricePeriod = NonNullable<ReturnType<typeof usePrices>['data']>[number];
export const useSavePrice = (onSuccess: () => void) =>
  useApiMutation({
    mutationFn: async (v: { id: number; body: PriceUpdate } | { id?: undefined; body: PriceInput }) =>
      v.id === undefined
        ? (await unwrap(api.POST('/v1/admin/boats/price', { body: v.body }))).content
        : (await unwrap(api.PUT('/v1/admin/boats/price/{id}', { params: { path: { id: v.id } }, body: v.body })))
            .content,
    invalidates: [boatsKeys.all],
    successMessage: 'Fiyat dönemi kaydedildi.',
    onSuccess,
  });
export const useDeletePrice = () =>
  useApiMutation({
    mutationFn: (id: number) => unwrap(api.DELETE('/v1/admin/boats/price/{id}', { params: { path: { id } } })),
    invalidates: [boatsKeys.all],
    successMessage: 'Fiyat dönemi silindi.',
  });

// Extras (skipper, fuel, food …), priced per booking, day, person or person-day
export const useExtras = (boatId: number) =>
  useQuery({
    queryKey: boatsKeys.extras(boatId),
    queryFn: async () =>
      (await unwrap(api.GET('/v1/admin/boats/extra', { params: { query: { boat_id: boatId } } }))).content,
  });
export type BoatExtra = NonNullable<ReturnType<typeof useExtras>['data']>[number];
export const useSaveExtra = (onSuccess: () => void) =>
  useApiMutation({
    mutationFn: async (v: { id: number; body: ExtraUpdate } | { id?: undefined; body: ExtraInput }) =>
      v.id === undefined
        ? (await unwrap(api.POST('/v1/admin/boats/extra', { body: v.body }))).content
        : (await unwrap(api.PUT('/v1/admin/boats/extra/{id}', { params: { path: { id: v.id } }, body: v.body })))
            .content,
    invalidates: [boatsKeys.all],
    successMessage: 'Ekstra kaydedildi.',
    onSuccess,
  });
export const useDeleteExtra = () =>
  useApiMutation({
    mutationFn: (id: number) => unwrap(api.DELETE('/v1/admin/boats/extra/{id}', { params: { path: { id } } })),
    invalidates: [boatsKeys.all],
    successMessage: 'Ekstra silindi.',
  });

// Dates (boat date blocks, including those imported from iCal)
export const useBoatDates = (boatId: number) =>
  useQuery({
    queryKey: boatsKeys.dates(boatId),
    queryFn: async () =>
      (await unwrap(api.GET('/v1/admin/boats/withdates', { params: { query: { boat_id: boatId } } }))).content.find(
        (b) => b.id === boatId,
      )?.dates ?? [],
  });
export type BoatDate = NonNullable<ReturnType<typeof useBoatDates>['data']>[number];
export const useSaveDate = (onSuccess: () => void) =>
  useApiMutation({
    mutationFn: async (v: { id: string; body: DateUpdate } | { id?: undefined; body: DateInput }) =>
      v.id === undefined
        ? (await unwrap(api.POST('/v1/admin/boats/date', { body: v.body }))).content
        : (await unwrap(api.PUT('/v1/admin/boats/date/{id}', { params: { path: { id: v.id } }, body: v.body })))
            .content,
    invalidates: [boatsKeys.all, OPS_KEYS.occupancy],
    successMessage: (d) => `Kapalı tarih kaydedildi: ${formatClosedDays(d.startDate, d.endDate)}.`,
    onSuccess,
  });
export const useDeleteDate = () =>
  useApiMutation({
    mutationFn: (id: string) => succeed(api.DELETE('/v1/admin/boats/date/{id}', { params: { path: { id } } })),
    invalidates: [boatsKeys.all, OPS_KEYS.occupancy],
    successMessage: 'Kapalı tarih kaldırıldı.',
  });

// Images
export const useBoatImages = (boatId: number) =>
  useQuery({
    queryKey: boatsKeys.images(boatId),
    queryFn: async () =>
      (await unwrap(api.GET('/v1/admin/boats/image', { params: { query: { boat_id: boatId } } }))).content,
  });
export type BoatImage = NonNullable<ReturnType<typeof useBoatImages>['data']>[number];
export const useReorderImages = () =>
  useApiMutation({
    mutationFn: async (body: BodyOf<'/v1/admin/boats/image/updateorder', 'put'>) =>
      (await unwrap(api.PUT('/v1/admin/boats/image/updateorder', { body }))).content,
    invalidates: [boatsKeys.all],
    successMessage: 'Görsel sırası kaydedildi.',
  });
export const useDeleteImage = () =>
  useApiMutation({
    mutationFn: (id: number) => unwrap(api.DELETE('/v1/admin/boats/image/{id}', { params: { path: { id } } })),
    invalidates: [boatsKeys.all],
    successMessage: 'Görsel silindi.',
  });

// Comments (ADMIN only)
export const useBoatComments = (boatId: number, enabled: boolean) =>
  useQuery({
    queryKey: boatsKeys.comments(boatId),
    queryFn: async () =>
      (await unwrap(api.GET('/v1/admin/comment', { params: { query: { skip: 0, take: 100, boat_id: boatId } } })))
        .content,
    enabled,
  });
export type BoatComment = NonNullable<ReturnType<typeof useBoatComments>['data']>[number];

// iCal
export type IcalBody = BodyOf<'/v1/admin/boats/date/sync/preview', 'post'>;
export const previewIcal = async (body: IcalBody) =>
  (await unwrap(api.POST('/v1/admin/boats/date/sync/preview', { body }))).content;
export type IcalDiff = Awaited<ReturnType<typeof previewIcal>>;
export const usePreviewIcal = () => useApiMutation({ mutationFn: previewIcal, successMessage: false });
export const useSyncIcal = () =>
  useApiMutation({
    mutationFn: async (body: IcalBody) => (await unwrap(api.POST('/v1/admin/boats/date/sync', { body }))).content,
    invalidates: [boatsKeys.all, OPS_KEYS.occupancy, panelCountsKey],
    successMessage: 'iCal takvimi eşitlendi.',
  });
export const useDeleteIcal = () =>
  useApiMutation({
    mutationFn: async (boat_id: number) =>
      (await unwrap(api.PATCH('/v1/admin/boats/deleteical', { body: { boat_id } }))).content,
    invalidates: [boatsKeys.all, OPS_KEYS.occupancy],
    successMessage: 'iCal adresi kaldırıldı.',
  });
export const useRenewIcalToken = () =>
  useApiMutation({
    mutationFn: async (id: number) => unwrap(api.POST('/v1/admin/boats/ical-token/{id}', { params: { path: { id } } })),
    invalidates: [boatsKeys.all],
    // The first address replaces nothing: only a renewal retires an old one.
    successMessage: (r) =>
      r.content.replaced ? 'Takvim adresi yenilendi; eski adres artık çalışmaz.' : 'Takvim adresi oluşturuldu.',
  });

/** The PUT body that keeps a boat as it is (to change one field, e.g. the iCal address). */
export const boatBody = (b: AdminBoat): BoatUpdate => ({
  name: b.name,
  boatTypeId: b.boatTypeId,
  marinaId: b.marinaId,
  ownerId: b.ownerId,
  lengthM: b.lengthM,
  year: b.year,
  guestsDay: b.guestsDay,
  guestsNight: b.guestsNight,
  cabins: b.cabins,
  bathrooms: b.bathrooms,
  crew: b.crew,
  captainIncluded: b.captainIncluded,
  description: b.description,
  equipment: b.equipment,
  rules: b.rules,
  forRent: b.forRent,
  forSale: b.forSale,
  salePriceMinor: b.salePriceMinor,
  saleCurrency: b.saleCurrency,
  active: b.active,
  icalUrl: b.icalUrl,
});

// Cancellation policy (issue 21)
export type CancellationPolicy = NonNullable<AdminBoat['cancellationPolicy']>;
export const useSetCancellationPolicy = () =>
  useApiMutation({
    mutationFn: async ({ id, policy }: { id: number; policy: CancellationPolicy | null }) =>
      (
        await unwrap(
          api.PUT('/v1/admin/boats/cancellation-policy/{id}', { params: { path: { id } }, body: { policy } }),
        )
      ).content,
    invalidates: inv,
    successMessage: 'İptal politikası kaydedildi.',
  });
