/** Appended to the accessible name of every link that opens a new tab, so no one is surprised by it. */
export const NEW_TAB = '(opens in a new tab)';
