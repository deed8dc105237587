import {
  EMPLOYMENT_TYPES,
  type Experience,
  experienceInputSchema,
  WORK_MODES,
  type WorkMode,
} from '@portfolio/shared/schemas';
import { optionsOf, SelectField } from '@portfolio/ui/fields/SelectField';
import { TextAreaField } from '@portfolio/ui/fields/TextAreaField';
import { TextField } from '@portfolio/ui/fields/TextField';
import { get } from 'react-hook-form';
import { OwnerSelect } from '../../components/OwnerSelect';
import { ResourceFormPage } from '../../components/ResourceFormPage';
import { bindField } from '../../lib/bind-field';
import { currentUserId } from '../../lib/current-user';
import { NOT_CHOSEN } from '../../lib/not-chosen';
import { experienceResource } from './experience-resource';
import { experienceTechnologies } from './ExperienceTechnologies';

/** The list's own message, or the first of its lines' ('Must be at most 500 characters'). */
const firstMessage = (error: unknown): string | undefined => {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string') return error.message;
  return Object.values(error).map(firstMessage).find(Boolean);
};

const EMPLOYMENT_TYPE_OPTIONS = EMPLOYMENT_TYPES.map((type) => ({
  value: type,
  label: type[0]!.toUpperCase() + type.slice(1),
}));

// Dates stay the stored 'YYYY-MM-DD' strings: the date inputs show that very day in every timezone.
const toForm = (experience: Experience) => ({
  title: experience.title,
  description: experience.description,
  userId: String(experience.userId),
  company: experience.company,
  startDate: experience.startDate,
  endDate: experience.endDate ?? '',
  employmentType: experience.employmentType,
  location: experience.location as WorkMode,
  companyWebsite: experience.companyWebsite ?? '',
  highlights: experience.highlights.join('\n'),
});

const emptyForm = () => ({
  title: '',
  description: '',
  userId: String(currentUserId() ?? ''),
  company: '',
  startDate: '',
  endDate: '',
  employmentType: NOT_CHOSEN,
  location: NOT_CHOSEN,
  companyWebsite: '',
  highlights: '',
});

export function ExperienceFormPage() {
  return (
    <ResourceFormPage
      resource={experienceResource}
      schema={experienceInputSchema}
      toForm={toForm}
      emptyForm={emptyForm()}
      links={experienceTechnologies}
    >
      {(form) => {
        const field = bindField(form);
        return (
          <>
            <TextField label="Title" {...field('title')} />
            <TextAreaField
              label="Description"
              placeholder="Describe the role: what you did and what came of it"
              {...field('description')}
            />
            <TextAreaField
              label="Highlights"
              hint="What you achieved, one per line: the timeline, the PDF and the JSON Resume list them"
              placeholder="Cut the dashboard's first load from 4.1 s to 1.6 s"
              {...field('highlights')}
              error={firstMessage(get(form.formState.errors, 'highlights'))}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <OwnerSelect {...field('userId')} value={String(form.watch('userId') ?? '')} />
              <TextField label="Company" {...field('company')} />
              <TextField label="Start date" type="date" {...field('startDate')} />
              <TextField
                label="End date"
                type="date"
                hint="Leave empty while it is ongoing."
                {...field('endDate')}
              />
              <SelectField
                label="Employment type"
                options={EMPLOYMENT_TYPE_OPTIONS}
                {...field('employmentType')}
              />
              <SelectField label="Location" options={optionsOf(WORK_MODES)} {...field('location')} />
            </div>
            <TextField
              label="Company website"
              type="url"
              placeholder="https://"
              {...field('companyWebsite')}
            />
          </>
        );
      }}
    </ResourceFormPage>
  );
}
