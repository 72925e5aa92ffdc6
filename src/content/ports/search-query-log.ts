/** One search a resident made, recorded with their consent (analytics turned on). */
export interface SearchQueryEntry {
  userId: string;
  searchQuery: string;
  at: Date;
}

/** Where consented search analytics go. */
export interface SearchQueryLog {
  record(entry: SearchQueryEntry): Promise<void>;
}
