import { ResourceFormPage } from '../../components/ResourceFormPage';
import { EMPTY_PROFILE, profileToForm, userFormSchema } from './profile-form';
import { ProfileFields } from './ProfileFields';
import { userResource } from './user-resource';

/** Any user's profile; a new user gets no password: the API e-mails them an invitation to choose one. */
export function UserFormPage() {
  return (
    <ResourceFormPage
      resource={userResource}
      schema={userFormSchema}
      toForm={profileToForm}
      emptyForm={EMPTY_PROFILE}
    >
      {(form) => <ProfileFields form={form} />}
    </ResourceFormPage>
  );
}
