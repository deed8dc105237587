import { clearToken } from '@portfolio/shared/api';
import { OWNER_USER_ID } from '@portfolio/shared/config';
import { notifyAtom, useSetAtom } from '@portfolio/shared/state';
import { useQueryClient } from '@portfolio/shared/query';
import { useEffect } from 'react';
import { useNavigate } from '@portfolio/shared/router';
import { ResourceFormPage } from '../../components/ResourceFormPage';
import { currentUserId } from '../../lib/current-user';
import { EMPTY_PROFILE, ProfileFields, profileToForm, userFormSchema, userResource } from '../users';
import { ChangeOwnPassword } from './ChangeOwnPassword';
import { ResumeImport } from './resume-import/ResumeImport';

const UNREADABLE_SESSION = 'Your session could not be read. Please sign in again.';

/**
 * The signed-in user's own profile: whose it is comes from the session token's `sub`
 * (docs/product.md#profile). A token that cannot be read ends the session with a clear message.
 */
export function ProfilePage() {
  const me = currentUserId();
  const navigate = useNavigate();
  const notify = useSetAtom(notifyAtom);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (me !== undefined) return;
    clearToken();
    queryClient.clear();
    notify({ text: UNREADABLE_SESSION, type: 'error' });
    navigate('/login', { replace: true });
  }, [me, navigate, notify, queryClient]);
  if (me === undefined) return null;

  return (
    <ResourceFormPage
      resource={userResource}
      schema={userFormSchema}
      toForm={profileToForm}
      emptyForm={EMPTY_PROFILE}
      itemId={me}
      heading="Your profile"
      drafts="users"
      extras={() => (
        <>
          <ResumeImport userId={me} />
          <ChangeOwnPassword />
        </>
      )}
    >
      {(form) => <ProfileFields form={form} withResumeSwitch withDigestSwitch={me === OWNER_USER_ID} />}
    </ResourceFormPage>
  );
}
