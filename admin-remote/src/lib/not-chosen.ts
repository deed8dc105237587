/**
 * The value of a select on 'Select an option' in a form whose schema wants one of a list: the schema refuses it
 * with that field's message ('Location is required').
 */
export const NOT_CHOSEN = '' as never;
