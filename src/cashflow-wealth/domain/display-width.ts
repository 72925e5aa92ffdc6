/** The spec 2 §5 display width of names; the rule lives in the shared kernel so the web app counts alike. */
export { displayWidth, tooWideMessage } from '../../shared-kernel/validation/display-width.js';
