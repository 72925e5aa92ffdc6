/** Today in Singapore as 'YYYY-MM-DD' (UTC+8 all year), from the browser's clock. */
export function todayInSingapore(now: Date = new Date()): string {
  return new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}
