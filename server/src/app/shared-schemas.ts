import { AdminUserSchema, UserSchema } from '../auth/schemas.js';
import { CommentSchema, PublicCommentSchema } from '../boats/comments/schemas.js';
import { BoatExtraSchema } from '../boats/extras/schemas.js';
import { BoatImageSchema } from '../boats/images/schemas.js';
import { PricePeriodSchema } from '../boats/price-schemas.js';
import { BoatDetailSchema, MoneySchema } from '../boats/public-schemas.js';
import { BoatSchema } from '../boats/boat/schemas.js';
import { BoatTypeSchema } from '../boats/types/schemas.js';
import { CLOSING_SHARED_SCHEMAS } from '../booking/closing/routes.js';
import {
  ExternalConflictSchema,
  ExtraLineSchema,
  QuoteSchema,
  ReservationSchema,
  TermsSchema,
  TermsStatementSchema,
  TransactionSchema,
} from '../booking/reservation/schemas.js';
import { AppliedPolicySchema, CancellationPolicySchema } from '../common/cancellation-policy-schemas.js';
import { ErrorSchema } from '../common/schemas.js';
import { PartnerReservationSchema } from '../partners/partner-schemas.js';
import { PartnerKeySchema, PartnerSchema } from '../partners/schemas.js';
import { MarinaSchema } from '../places/schemas.js';
import { SearchItemSchema } from '../search/schemas.js';

/** Schemas registered once and referenced by `$ref` (they appear under components in OpenAPI). */
export const SHARED_SCHEMAS = [
  ErrorSchema,
  UserSchema,
  AdminUserSchema,
  MarinaSchema,
  BoatTypeSchema,
  BoatSchema,
  PricePeriodSchema,
  BoatExtraSchema,
  BoatImageSchema,
  CommentSchema,
  PublicCommentSchema,
  MoneySchema,
  BoatDetailSchema,
  SearchItemSchema,
  ExtraLineSchema,
  TermsSchema,
  TermsStatementSchema,
  QuoteSchema,
  ExternalConflictSchema,
  ReservationSchema,
  TransactionSchema,
  CancellationPolicySchema,
  AppliedPolicySchema,
  ...CLOSING_SHARED_SCHEMAS,
  PartnerSchema,
  PartnerKeySchema,
  PartnerReservationSchema,
];
