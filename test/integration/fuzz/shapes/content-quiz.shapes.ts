import fc from 'fast-check';
import { MAX_SEARCH_QUERY_LENGTH } from '../../../../src/content/domain/search-query.js';
import { text } from './primitives.js';

/**
 * The valid shapes of the content writes and the quiz's one public path: spec 1 §7 POST /user-search-query (1 to
 * 200 characters once trimmed), spec 3 §3 "Article completed" and §7 POST /article (a page address without the
 * leading slash), spec 3 §7 GET fin-lit-quiz serve-file (a language's file name); docs/api.md "Content", "Quiz".
 */

/** A search as typed: any text, sometimes with spaces around it (the server keeps it trimmed). */
export const searchQueryBody = () =>
  fc.tuple(text(MAX_SEARCH_QUERY_LENGTH), fc.constantFrom('', ' ', '\t', '  ')).map(([query, pad]) => ({ searchQuery: `${pad}${query}${pad.length > 1 ? '' : pad}` }));

/** An article's page address, 1 to 4 segments of words joined by hyphens, sometimes sent with its leading slash. */
export const articleBody = () =>
  fc
    .tuple(fc.stringMatching(/^[a-z0-9]{1,12}(-[a-zA-Z0-9]{1,10}){0,3}(\/[a-z0-9]{1,12}(-[a-z0-9]{1,10}){0,3}){0,3}$/), fc.constantFrom('', '/'))
    .map(([key, slash]) => ({ article: `${slash}${key}` }));

/** Quiz file names: a language and .json, with a region or without (spec 3 §7; get-quiz-file.ts QUIZ_FILE_NAME). */
export const quizFileName = () => fc.constantFrom('en.json', 'zh.json', 'ms.json', 'ta.json', 'en-SG.json', 'zh-CN.json');
