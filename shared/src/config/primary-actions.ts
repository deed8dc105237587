/**
 * The hero's one primary action, chosen by the owner: the contact page, a call booked at their booking page, or
 * the résumé PDF (offered only while the résumé is public).
 */
export const PRIMARY_ACTIONS = ['get-in-touch', 'book-a-call', 'download-cv'] as const;
export type PrimaryAction = (typeof PRIMARY_ACTIONS)[number];
/** Each action as its button says it, in the hero and in the admin's choice. */
export const PRIMARY_ACTION_LABELS: Record<PrimaryAction, string> = {
  'get-in-touch': 'Get in touch',
  'book-a-call': 'Book a call',
  'download-cv': 'Download CV',
};
