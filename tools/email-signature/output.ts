/**
 * What the signature tool needs once something is typed, in one chunk loaded then (or as soon as the form is
 * reached), never with the page (issue 13): the checks of the fields, the HTML builder and
 * what the tool says once they are there.
 */
export { checkSignature } from './checks';
export { buildSignature } from './html';
export { doneMessages } from './doneMessages';
