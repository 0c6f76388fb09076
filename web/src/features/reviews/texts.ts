export const TEXT_MIN = 10;
export const TEXT_MAX = 2000;
export const NAME_MAX = 80;
