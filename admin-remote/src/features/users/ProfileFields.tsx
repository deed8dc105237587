import { AVAILABILITIES } from '@portfolio/shared/schemas';
import { optionsOf, SelectField } from '@portfolio/ui/fields/SelectField';
import { TextAreaField } from '@portfolio/ui/fields/TextAreaField';
import { TextField } from '@portfolio/ui/fields/TextField';
import { ImageField } from '../../components/ImageField';
import { VisibilitySwitch } from '../../components/VisibilitySwitch';
import type { FormOf } from '../../components/ResourceFormPage';
import { bindField } from '../../lib/bind-field';
import { HireFields } from './HireFields';
import type { userFormSchema } from './profile-form';

/** The switch's words: what it offers, and where (docs/product.md#resume). */
export const RESUME_SWITCH_LABEL = 'Offer my résumé for download (PDF and JSON Resume)';

/** The owner's choice of how visitors' messages are told (docs/product.md#contact). */
export const DIGEST_SWITCH_LABEL = 'Tell me of new messages in one e-mail a day, not one per message';

/**
 * Every field of a profile (docs/product.md#profile), for one's own profile and for any user alike; the
 * résumé's switch on one's own profile only, the messages' digest on the owner's.
 */
export function ProfileFields({
  form,
  withResumeSwitch = false,
  withDigestSwitch = false,
}: {
  form: FormOf<typeof userFormSchema>;
  withResumeSwitch?: boolean;
  /** The owner's profile: visitors' messages are mailed to them. */
  withDigestSwitch?: boolean;
}) {
  const field = bindField(form);
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First name" autoComplete="given-name" {...field('firstName')} />
        <TextField label="Last name" autoComplete="family-name" {...field('lastName')} />
        <TextField label="Professional title" {...field('professionalTitle')} />
        <SelectField label="Availability" options={optionsOf(AVAILABILITIES)} {...field('availability')} />
      </div>
      <TextAreaField label="Bio" placeholder="Write about yourself" {...field('bio')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
        <TextField label="Phone" type="tel" autoComplete="tel" {...field('phone')} />
        <TextField label="GitHub" type="url" placeholder="https://github.com/…" {...field('github')} />
        <TextField
          label="LinkedIn"
          type="url"
          placeholder="https://www.linkedin.com/in/…"
          {...field('linkedin')}
        />
        <TextField
          label="Notion resume"
          type="url"
          placeholder="https://www.notion.so/…"
          {...field('notionResume')}
        />
      </div>
      <ImageField control={form.control} name="avatar" label="Avatar" preset="avatars" />
      {withResumeSwitch && (
        <VisibilitySwitch registration={form.register('resumePublic')} label={RESUME_SWITCH_LABEL} />
      )}
      {withDigestSwitch && (
        <VisibilitySwitch registration={form.register('messageDigest')} label={DIGEST_SWITCH_LABEL} />
      )}
      <HireFields form={form} />
    </>
  );
}
