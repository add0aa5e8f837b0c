import { onceUntilFailure } from '../lib/contact/once-until-failure';

/**
 * EmailJS in its own named chunk, fetched only when the contact form is about to be used (issue #6).
 * Import this, never `./email`, from components and hooks.
 */
export const loadEmailService = onceUntilFailure(() => import(/* webpackChunkName: "contact-emailjs" */ './email'));
