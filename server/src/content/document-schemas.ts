import { Type, type Static } from 'typebox';
import { Content, DateTime } from '../common/schemas.js';

export const DOCUMENT_KINDS = ['pdf', 'image'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

const publicFields = {
  id: Type.Integer(),
  title: Type.String({ description: 'Belgenin adı (ör. TÜRSAB Belgesi)' }),
  kind: Type.Enum(DOCUMENT_KINDS, { description: 'pdf: PDF olduğu gibi saklanır; image: WebP sürümleri üretilir' }),
  url: Type.String({ description: 'Belgenin adresi (PDF veya en çok 1920×1280 WebP)' }),
  previewUrl: Type.Union([Type.String(), Type.Null()], {
    description: 'Görsel belgelerde 400 px WebP önizleme; PDF için null',
  }),
  sizeBytes: Type.Integer({ description: 'Adresteki dosyanın boyutu (bayt)' }),
};

export const PublicDocumentSchema = Type.Object(publicFields);
export type PublicDocument = Static<typeof PublicDocumentSchema>;

export const DocumentSchema = Type.Object({
  ...publicFields,
  contentType: Type.String({ description: 'Adresteki dosyanın türü (application/pdf veya image/webp)' }),
  order: Type.Integer({ description: 'Sıra (küçük önce); yeni belge sona eklenir' }),
  createdAt: DateTime,
});
export type Document = Static<typeof DocumentSchema>;

export const DocumentListSchema = Content(Type.Array(DocumentSchema));
export const DocumentResponseSchema = Content(DocumentSchema);
export const PublicDocumentListSchema = Content(Type.Array(PublicDocumentSchema));
