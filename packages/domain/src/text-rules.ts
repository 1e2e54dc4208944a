/**
 * §5 text rules the header search applies as the visitor types. A module of their own (re-exported
 * by validation.ts) so the search box, which ships with every page, does not bring along the rest
 * of validation.ts and the number and date formatting it imports (issue 14: first-load JavaScript).
 */
import { SEARCH_MIN_CHARS } from './constants';

/**
 * §5: every run of whitespace becomes one space. Ends are not trimmed, so a field that applies
 * this while the visitor types still lets them type the space between two words.
 */
export function collapseWhitespace(raw: string): string {
  return raw.replace(/\s+/g, ' ');
}

/** §5 search suggestions need at least 3 characters (leading and trailing spaces do not count). */
export function shouldRequestSuggestions(text: string): boolean {
  return text.trim().length >= SEARCH_MIN_CHARS;
}
