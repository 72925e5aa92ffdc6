/** Where the quiz's text files come from (the repository's content/ folder; a CMS or object store later). */
export interface QuizContentSource {
  /** The parsed JSON of `{language}.json` for the content version, or null when there is no such file. */
  read(version: string, language: string): Promise<unknown | null>;
}
