/**
 * The publication's mailboxes. They use the reserved .example domain
 * (RFC 2606) until Parchment's own domain is registered, so no real person's
 * mailbox is ever named by mistake.
 */
export const GENERAL_EMAIL = 'hello@parchment.example';
export const CORRECTIONS_EMAIL = 'corrections@parchment.example';
export const PRIVACY_EMAIL = 'privacy@parchment.example';

/** Product §9: replies to general mail in 2-3 business days; corrections reviewed in about 48 hours, fixed within 72. */
export const GENERAL_REPLY_TIME = '2-3 business days';
export const CORRECTION_REVIEW_HOURS = 48;
export const CORRECTION_FIX_HOURS = 72;
