import { contactFormQuery, userQueries } from '@portfolio/shared/api';
import {
  CONTACT_PATH,
  CONTACT_PROJECT_PARAM,
  HONEYPOT_FIELD,
  MESSAGE_MAX_LENGTH,
  OWNER_USER_ID,
} from '@portfolio/shared/config';
import { useQuery } from '@portfolio/shared/query';
import { useSearchParams } from '@portfolio/shared/router';
import { Field } from '@portfolio/ui/fields/Field';
import { fieldBoxClass, inputClass, linkClass, primaryButtonClass } from '@portfolio/ui/styles/controls';

/**
 * `/contact`: a plain form the host server answers with a 303 to `?sent=1`, or with the form again and the
 * message under each field. It needs no script, so it works the same rendered on the server or in the browser.
 */
export function ContactPage() {
  const [params] = useSearchParams();
  const owner = useQuery(userQueries.detail(OWNER_USER_ID));
  const form = useQuery(contactFormQuery()).data;
  const firstName = owner.data?.firstName;

  if (params.get('sent') === '1') {
    return (
      <section className="py-16" aria-labelledby="contact-title">
        <h1 id="contact-title" className="text-3xl font-bold">
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

  const values = form?.values;
  const errors = form?.errors ?? {};
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
      {form?.notice && (
        <p
          role="alert"
          className="mt-4 rounded-md border border-red-600 px-3 py-2 text-red-700 dark:text-red-300"
        >
          {form.notice}
        </p>
      )}
      <form method="post" action={CONTACT_PATH} className="mt-6 flex flex-col gap-4" noValidate>
        <Field label="Name" error={errors.name}>
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
        <Field label="Email" error={errors.email} hint="Where the answer goes.">
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
          <Field label="About" error={errors.project}>
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
          <button type="submit" className={primaryButtonClass}>
            Send message
          </button>
        </div>
      </form>
    </section>
  );
}
