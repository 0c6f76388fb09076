/** A phone number kept on one line: its spaces become non-breaking ones. */
export const nonBreaking = (text: string) => text.replace(/ /g, '\u00a0');
