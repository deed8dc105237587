import { queryOptions } from '../query';
import type { ContactFormState } from '../schemas';

/** The form as a visitor first sees it. Here, not beside its schema: a value from there brings zod to the page. */
export const EMPTY_CONTACT_FORM: ContactFormState = {
  values: { name: '', email: '', message: '', project: '' },
  errors: {},
  notice: '',
};

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
