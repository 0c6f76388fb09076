import { Type, type Static } from 'typebox';
import { Content, DateTime, MAX_INT, withExample } from '../../common/schemas.js';

export const BoatImageSchema = Type.Object(
  {
    id: Type.Integer(),
    boatId: Type.Integer(),
    position: Type.Integer({ description: '0 ilk görseldir (teknenin küçük resmi)' }),
    width: Type.Integer({ description: 'Büyük sürümün genişliği' }),
    height: Type.Integer({ description: 'Büyük sürümün yüksekliği' }),
    thumb: Type.String({ description: '400 px genişlikte WebP' }),
    medium: Type.String({ description: '1024 px genişlikte WebP' }),
    large: Type.String({ description: 'En çok 1920×1280 WebP' }),
    createdAt: DateTime,
  },
  { $id: 'BoatImage', title: 'BoatImage' },
);
export type BoatImage = Static<typeof BoatImageSchema>;

export const ImageOrderBodySchema = withExample(
  Type.Object({
    boat_id: Type.Integer({ minimum: 1, maximum: MAX_INT, description: 'Tekne numarası' }),
    ids: Type.Array(Type.Integer({ minimum: 1, maximum: MAX_INT }), {
      maxItems: 500,
      description: 'Teknenin tüm görsel numaraları, yeni sırayla',
    }),
  }),
  { boat_id: 12, ids: [41, 39, 40] },
);

export const ImageListResponseSchema = Content(Type.Array(Type.Ref('BoatImage')));
