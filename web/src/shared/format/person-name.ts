/**
 * How a resident's name is shown: one rule for the pages and for the server, which fills the name into the frame of
 * a private page it sends (docs/decisions.md "A private page's frame in its document").
 */
export { formatPersonName, nameInitial } from '../../../../src/shared-kernel/person-name.js';
