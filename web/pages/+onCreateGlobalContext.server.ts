import { en } from '@/i18n/en';
import { registerTexts } from '@/i18n/texts';
import { tr } from '@/i18n/tr';

/** The server renders both languages: both dictionaries are there from the start. */
export function onCreateGlobalContext(): void {
  registerTexts('tr', tr);
  registerTexts('en', en);
}
