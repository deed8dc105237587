import { queryOptions } from '../query';
import { EMPTY_CONTACT_FORM } from '../schemas';

/**
 * The contact form's state: the server seeds it when it renders the form again with its messages; anywhere else
 * (a fresh page, the browser rendering it) it is the empty form.
 */
export const contactFormQuery = () =>
  queryOptions({
    queryKey: ['contact-form'] as const,
    queryFn: () => EMPTY_CONTACT_FORM,
    staleTime: Infinity,
  });
