/** ILIKE pattern that matches `text` literally anywhere: `%`, `_` and `\` typed by a visitor are not wildcards. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Names sort as an Indonesian reader expects, the same on PGlite and on any server collation. */
const collator = new Intl.Collator('id', { sensitivity: 'base', numeric: true });
export const byName = <T extends { name: string }>(a: T, b: T) => collator.compare(a.name, b.name);
