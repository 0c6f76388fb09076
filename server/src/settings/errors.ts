import { Refusal } from '../common/refusal.js';
import { refusalMap, type ErrorMap } from '../platform/errors.js';

/** A refusal of the settings module: a setting's value that cannot be stored; `message` says why. */
export class SettingsError extends Refusal {
  static invalidValue = (message: string) => new SettingsError('invalid', 'VALIDATION_ERROR', message);
}

/** The settings module's refusals as answers (registered in `app.ts`). */
export const settingsErrors: ErrorMap = refusalMap(SettingsError);
