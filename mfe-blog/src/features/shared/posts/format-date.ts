const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/**
 * "2025-03-18" → "March 18, 2025". Formatted from the string itself, not through Date
 * and the visitor's time zone, so the server and every browser print the same day.
 */
export function formatPostDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const monthName = month ? MONTHS[month - 1] : undefined;
  if (!year || !monthName || !day) return isoDate;
  return `${monthName} ${day}, ${year}`;
}
