/**
 * The texts the forms show before any rule runs (spec sections 3.7 and 5, verbatim). Apart from
 * messages.ts so that a page with a form does not carry every validation message in its first-load
 * JavaScript (issue 8): the rules and their messages load when the visitor turns to the form.
 */

export const REQUIRED_FIELDS_NOTE = "* Required fields";
export const DISCOUNT_CODE_NOTE = "promotional codes and vouchers can be added on the next step";
export const CONTACT_NUMBER_HINT = "used for delivery updates only";

export const TITLE_OPTIONS = ["Mr", "Mrs", "Dr", "Ms"] as const;

/** Key for errors that belong to the whole form rather than one field. */
export const FORM_ERROR_KEY = "_form";
