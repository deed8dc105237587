import { ApiError, contactApi, contactFormQuery, userQueries } from '@portfolio/shared/api';
import {
  CONTACT_PATH,
  CONTACT_PROJECT_PARAM,
  CONTACT_REQUIRED_MESSAGES,
  HONEYPOT_FIELD,
  MESSAGE_MAX_LENGTH,
  OWNER_USER_ID,
} from '@portfolio/shared/config';
import { useQuery } from '@portfolio/shared/query';
import { useNavigate, useSearchParams } from '@portfolio/shared/router';
import type { ContactFormState } from '@portfolio/shared/schemas';
import { Field } from '@portfolio/ui/fields/Field';
import { fieldBoxClass, inputClass, linkClass, primaryButtonClass } from '@portfolio/ui/styles/controls';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useMessageChallenge } from './use-message-challenge';

const UNSENT = 'Your message could not be sent just now. Please try again in a moment.';

/** What the API's answer to a send says about the form: a message per field, or one for the whole form. */
function answerOf(error: unknown): Pick<ContactFormState, 'errors' | 'notice'> {
  if (!(error instanceof ApiError)) return { errors: {}, notice: UNSENT };
  const errors = error.fieldErrors;
  if (error.status === 400)
    return {
      errors,
      notice: Object.keys(errors).length > 0 ? '' : error.message || 'Please check the form.',
    };
  if (error.status === 429) return { errors: {}, notice: error.message || 'Please wait a few minutes.' };
  return { errors: {}, notice: UNSENT };
}

const field = (data: FormData, name: string) => {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
};

/** The fields left empty, each with the message the API would answer: said at once, nothing sent. */
function emptyFields(data: FormData): Record<string, string> {
  return Object.fromEntries(
    Object.entries(CONTACT_REQUIRED_MESSAGES).filter(([name]) => field(data, name).trim() === ''),
  );
}

/**
 * The contact page's content: the form, or the thanks once it is sent (`?sent=1`). Rendered by the server, it is
 * a plain form its host server answers (303 to the thanks, or the form again with the message under each field).
 * Brought to life in the browser (the page's `contact` island, once the visitor reaches for it), it solves the
 * message's proof of work while they write, sends the message to the API itself, and shows the same messages in
 * place.
 */
export function ContactSection() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const owner = useQuery(userQueries.detail(OWNER_USER_ID));
  const form = useQuery(contactFormQuery()).data;
  const challenge = useMessageChallenge();
  const [answer, setAnswer] = useState<Pick<ContactFormState, 'errors' | 'notice'> | undefined>(undefined);
  const [sending, setSending] = useState(false);
  const [justSent, setJustSent] = useState(false);
  const formElement = useRef<HTMLFormElement>(null);
  const firstName = owner.data?.firstName;

  // After an answer with mistakes, the first field to fix takes the focus (its message is read with it).
  useEffect(() => {
    if (!answer) return;
    const invalid = formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? formElement.current?.querySelector<HTMLElement>('[role="alert"]'))?.focus();
  }, [answer]);

  if (params.get('sent') === '1') return <MessageSent firstName={firstName} focus={justSent} />;

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const data = new FormData(event.currentTarget);
    const empty = emptyFields(data);
    if (Object.keys(empty).length > 0) {
      setAnswer({ errors: empty, notice: '' });
      return;
    }
    setSending(true);
    try {
      const honeypot = field(data, HONEYPOT_FIELD);
      await contactApi.send({
        name: field(data, 'name'),
        email: field(data, 'email'),
        message: field(data, 'message'),
        project: field(data, 'project'),
        challenge: await challenge.take(),
        ...(honeypot ? { [HONEYPOT_FIELD]: honeypot } : {}),
      });
      setJustSent(true);
      navigate(`${CONTACT_PATH}?sent=1`);
    } catch (error) {
      setAnswer(answerOf(error));
      challenge.prepare();
    } finally {
      setSending(false);
    }
  }

  const values = form?.values;
  const errors = answer?.errors ?? form?.errors ?? {};
  const notice = answer ? answer.notice : form?.notice;
  const chosenProject = values?.project || params.get(CONTACT_PROJECT_PARAM) || '';
  const projects = owner.data?.projects ?? [];
  return (
    <section className="py-12" aria-labelledby="contact-title">
      <h1 id="contact-title" className="text-3xl font-bold">
        {firstName ? `Write to ${firstName}` : 'Contact'}
      </h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        Your message goes straight to {firstName ?? 'the owner'}, who answers by e-mail.
      </p>
      <form
        ref={formElement}
        method="post"
        action={CONTACT_PATH}
        onSubmit={(event) => void send(event)}
        className="mt-6 flex flex-col gap-4"
        noValidate
      >
        {notice && (
          <p
            role="alert"
            tabIndex={-1}
            className="rounded-md border border-red-600 px-3 py-2 text-red-700 dark:text-red-300"
          >
            {notice}
          </p>
        )}
        <Field id="contact-name" label="Name" error={errors.name}>
          {(control) => (
            <input
              {...control}
              name="name"
              autoComplete="name"
              required
              maxLength={100}
              defaultValue={values?.name}
              className={inputClass}
            />
          )}
        </Field>
        <Field id="contact-email" label="Email" error={errors.email} hint="Where the answer goes.">
          {(control) => (
            <input
              {...control}
              name="email"
              type="email"
              autoComplete="email"
              required
              defaultValue={values?.email}
              className={inputClass}
            />
          )}
        </Field>
        {projects.length > 0 && (
          <Field id="contact-project" label="About" error={errors.project}>
            {(control) => (
              <select {...control} name="project" defaultValue={chosenProject} className={inputClass}>
                <option value="">Nothing in particular</option>
                {projects.map((project) => (
                  <option key={project.id} value={String(project.id)}>
                    {project.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        <Field
          id="contact-message"
          label="Message"
          error={errors.message}
          hint={`Up to ${MESSAGE_MAX_LENGTH.toLocaleString('en')} characters.`}
        >
          {(control) => (
            <textarea
              {...control}
              name="message"
              required
              rows={8}
              maxLength={MESSAGE_MAX_LENGTH}
              defaultValue={values?.message}
              className={`${fieldBoxClass} min-h-40 resize-y`}
            />
          )}
        </Field>
        {/* The honeypot: off screen and out of the tab order, so people never fill it; bots that fill every
            field do, and their message is answered as sent and kept nowhere. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label>
            Leave this field empty
            <input name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>
        <div>
          <button type="submit" className={primaryButtonClass} aria-busy={sending || undefined}>
            {sending ? 'Sending…' : 'Send message'}
          </button>
        </div>
      </form>
    </section>
  );
}

/** The thanks. Reached by sending in place, it takes the focus, so a screen reader reads where the visitor is. */
function MessageSent({ firstName, focus }: { firstName: string | undefined; focus: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <section className="py-16" aria-labelledby="contact-title">
      <h1 id="contact-title" ref={heading} tabIndex={-1} className="text-3xl font-bold focus:outline-none">
        Message sent
      </h1>
      <p role="status" className="mt-3 text-slate-700 dark:text-slate-300">
        Thank you! {firstName ?? 'The owner'} will read your message and answer by e-mail.
      </p>
      <p className="mt-4">
        <a href="/" className={`inline-block underline ${linkClass}`}>
          Back to the portfolio
        </a>
      </p>
    </section>
  );
}
