import { Type, type Static } from 'typebox';

/** How long a website booking holds its dates before the deposit. */
export const BookingEnv = Type.Object({
  OPTION_HOLD_HOURS: Type.Integer({ minimum: 1, maximum: 720, default: 48, description: '1 ile 720 arasında saat' }),
});

export interface BookingConfig {
  optionHoldHours: number;
}

export const bookingConfig = (e: Static<typeof BookingEnv>): BookingConfig => ({
  optionHoldHours: e.OPTION_HOLD_HOURS,
});
