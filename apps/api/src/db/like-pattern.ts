/** An `ILIKE` pattern that finds `text` anywhere: `%`, `_` and `\` typed by a person are searched for literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
