import { Refusal } from '../common/refusal.js';
import { refusalMap, type ErrorMap } from '../platform/errors.js';

/** A refusal of the places module (marinas and town districts). */
export class PlacesError extends Refusal {
  static notFound = (id: number) =>
    new PlacesError('not-found', 'NOT_FOUND', `${id} numaralı marina / bölge bulunamadı.`);
  static nameTaken = () =>
    new PlacesError('conflict', 'PLACE_NAME_TAKEN', 'Bu adla kayıtlı bir marina / bölge zaten var.');
  static inUse = (boats: number) =>
    new PlacesError(
      'conflict',
      'PLACE_IN_USE',
      `Bu marina / bölge ${boats} teknede kullanılıyor; önce teknelerin marinasını değiştirin.`,
    );
}

/** The places module's refusals as answers (registered in `app.ts`). */
export const placesErrors: ErrorMap = refusalMap(PlacesError);
