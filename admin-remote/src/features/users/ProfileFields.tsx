import { AVAILABILITIES } from '@portfolio/shared/schemas';
import { optionsOf, SelectField } from '@portfolio/ui/fields/SelectField';
import { TextAreaField } from '@portfolio/ui/fields/TextAreaField';
import { TextField } from '@portfolio/ui/fields/TextField';
import { Controller } from 'react-hook-form';
import type { FormOf } from '../../components/ResourceFormPage';
import { ImageDropZone } from '../../components/ImageDropZone';
import type { userFormSchema } from './profile-form';

/** Every field of a profile (SPEC.md section 3), for one's own profile and for any user alike. */
export function ProfileFields({ form }: { form: FormOf<typeof userFormSchema> }) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First name"
          autoComplete="given-name"
          registration={register('firstName')}
          error={errors.firstName?.message}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          registration={register('lastName')}
          error={errors.lastName?.message}
        />
        <TextField
          label="Professional title"
          registration={register('professionalTitle')}
          error={errors.professionalTitle?.message}
        />
        <SelectField
          label="Availability"
          options={optionsOf(AVAILABILITIES)}
          registration={register('availability')}
          error={errors.availability?.message}
        />
      </div>
      <TextAreaField label="Bio" registration={register('bio')} error={errors.bio?.message} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          registration={register('email')}
          error={errors.email?.message}
        />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          registration={register('phone')}
          error={errors.phone?.message}
        />
        <TextField
          label="GitHub"
          type="url"
          placeholder="https://github.com/…"
          registration={register('github')}
          error={errors.github?.message}
        />
        <TextField
          label="LinkedIn"
          type="url"
          placeholder="https://www.linkedin.com/in/…"
          registration={register('linkedin')}
          error={errors.linkedin?.message}
        />
        <TextField
          label="Notion resume"
          type="url"
          placeholder="https://www.notion.so/…"
          registration={register('notionResume')}
          error={errors.notionResume?.message}
        />
      </div>
      <Controller
        name="avatar"
        control={control}
        render={({ field, fieldState }) => (
          <ImageDropZone
            label="Avatar"
            preset="avatars"
            value={(field.value as string | null) ?? null}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
    </>
  );
}
