import { Type } from 'typebox';

/** An `on`/`off` switch with its default. */
export const Bool = (description: string, fallback: 'on' | 'off') =>
  Type.Union([Type.Literal('on'), Type.Literal('off')], { description, default: fallback });

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(message);
    this.name = 'ConfigError';
  }
}
