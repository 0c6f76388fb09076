import { firstError, parseDecimal, rules } from '@/dashboard/components/use-form';
import { DETAIL as D } from '../../texts';

/** An amount as typed (decimal comma) in minor units. */
export const typedMinor = (text: string) => Math.round(parseDecimal(text) * 100);

/** Minor units as an amount field starts (empty for nothing due). */
export const amountText = (minor: number) => (minor > 0 ? String(minor / 100).replace('.', ',') : '');

/** A payment's or a refund's amount: given, a decimal, above zero. */
export const positiveAmount = (text: string) =>
  firstError(rules.required(text), rules.decimal(text), parseDecimal(text) > 0 ? undefined : D.positive);
