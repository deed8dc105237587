import { queryOptions } from '../query';
import type {
  ContactFormState,
  Message,
  MessageChallenge,
  MessageFolder,
  MessageInput,
  MessageList,
  MessageUpdate,
} from '../schemas';
import { apiRequest } from './client';
import { pagingQuery } from './paging';
import { queryKeys } from './query-keys';

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

export type ContactSubmission = ContactFormState['values'] &
  Pick<MessageInput, 'challenge'> & { [field: string]: string | undefined };

/** What a visitor's browser asks of the API: a challenge to solve, then the message with its solution. */
export const contactApi = {
  challenge: (signal?: AbortSignal) => apiRequest<MessageChallenge>('/messages/challenge', { signal }),
  /**
   * The form's fields as typed (the API reads them as the form post's), the solved challenge and the honeypot.
   * Answered 202 with no body, whether the message reached the Inbox or Spam; 400 with a message per field.
   */
  send: (input: ContactSubmission) => apiRequest<void>('/messages', { method: 'POST', body: input }),
};

/** One page of a folder, as the Inbox screen asks for it. */
export interface MessageListParams {
  folder: MessageFolder;
  page: number;
}

/** The owner's inbox: what the contact form received, read and filed by a signed-in user. */
export const messagesApi = {
  list: ({ folder, page }: MessageListParams, signal?: AbortSignal) =>
    apiRequest<MessageList>('/messages', { query: { folder, ...pagingQuery({ page }) }, signal }),
  /** Only the Inbox's unread count: one row asked for, the count comes with any page. */
  unread: async (signal?: AbortSignal) =>
    (await apiRequest<MessageList>('/messages', { query: { folder: 'inbox', limit: 1 }, signal })).unread,
  get: (id: number, signal?: AbortSignal) => apiRequest<Message>(`/messages/${id}`, { signal }),
  update: (id: number, update: MessageUpdate) =>
    apiRequest<Message>(`/messages/${id}`, { method: 'PATCH', body: update }),
  remove: (id: number) => apiRequest<void>(`/messages/${id}`, { method: 'DELETE' }),
};

// Every key under `['messages']`: a change to one message refreshes the lists, the message and the badge at once.
export const messageQueries = {
  list: (params: MessageListParams) =>
    queryOptions({
      queryKey: [...queryKeys.lists('messages'), params] as const,
      queryFn: ({ signal }) => messagesApi.list(params, signal),
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: queryKeys.detail('messages', id),
      queryFn: ({ signal }) => messagesApi.get(id, signal),
    }),
  /** The unread count on the admin menu's Inbox entry. */
  unread: () =>
    queryOptions({
      queryKey: [...queryKeys.all('messages'), 'unread'] as const,
      queryFn: ({ signal }) => messagesApi.unread(signal),
    }),
};
