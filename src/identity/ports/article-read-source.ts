/** Whether the resident has read the anti-scam article (spec 1 §4: its notice shows "until read"), from content. */
export interface ArticleReadSource {
  hasReadAntiScamArticle(userId: string): Promise<boolean>;
}
