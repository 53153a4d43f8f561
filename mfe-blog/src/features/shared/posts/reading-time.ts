/** Average adult reading speed used for the "N min read" label. */
export const WORDS_PER_MINUTE = 200;

/** Words of an HTML body (tags removed). */
export function countWords(html: string): number {
  const text = html.replace(/<[^<>]*>/g, ' ').trim();
  return text ? text.split(/\s+/).length : 0;
}

/** Whole minutes, rounded up, never below one. */
export function readingMinutes(html: string): number {
  return Math.max(1, Math.ceil(countWords(html) / WORDS_PER_MINUTE));
}

export function readingTimeLabel(html: string): string {
  return `${readingMinutes(html)} min read`;
}
