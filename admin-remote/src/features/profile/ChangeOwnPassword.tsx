import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, usersApi } from '@portfolio/shared/api';
import { type OwnPasswordForm, ownPasswordFormSchema } from '@portfolio/shared/schemas';
import { saveToken } from '@portfolio/shared/api';
import { PasswordField } from '@portfolio/ui/fields/PasswordField';
import { Spinner } from '@portfolio/ui/Spinner';
import { KeyIcon } from '@portfolio/ui/icons';
import { primaryButtonClass, secondaryButtonClass } from '@portfolio/ui/styles/controls';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { bindField } from '../../lib/bind-field';
import { showServerFieldErrors } from '../../lib/server-field-errors';
import { useNotify } from '../../lib/use-notify';

const PASSWORD_CHANGED = 'Password changed successfully!';
const PASSWORD_CHANGE_FAILED = 'Failed to change password.';

const EMPTY = { currentPassword: '', password: '', confirmPassword: '' };

/**
 * "Change password" on one's own profile: the current password, then the new one twice
 * (docs/product.md#profile). The API ends every other session of the user and hands this one a fresh token,
 * which replaces the old one.
 */
export function ChangeOwnPassword() {
  const [open, setOpen] = useState(false);
  const { success, failure } = useNotify();
  const form = useForm<OwnPasswordForm>({
    resolver: zodResolver(ownPasswordFormSchema),
    defaultValues: EMPTY,
  });
  const field = bindField(form);

  const close = () => {
    form.reset(EMPTY);
    setOpen(false);
  };
  const submit = form.handleSubmit(async ({ currentPassword, password }) => {
    try {
      const { token } = await usersApi.changeOwnPassword({ currentPassword, password });
      saveToken(token);
      success(PASSWORD_CHANGED);
      close();
    } catch (error) {
      const explained = showServerFieldErrors(error, ['currentPassword', 'password'], form.setError);
      // Too many attempts says how long to wait; anything else gets the words of docs/product.md#profile.
      const tooMany = error instanceof ApiError && error.status === 429;
      if (!explained) failure(error, tooMany ? error.message : PASSWORD_CHANGE_FAILED);
    }
  });

  return (
    <section
      aria-labelledby="password-title"
      className="space-y-4 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
    >
      <h3 id="password-title" className="text-lg font-semibold">
        Password
      </h3>
      {open ? (
        <form noValidate onSubmit={submit} className="space-y-4">
          <PasswordField
            label="Current password"
            autoComplete="current-password"
            {...field('currentPassword')}
          />
          <PasswordField label="New password" autoComplete="new-password" {...field('password')} />
          <PasswordField label="Confirm password" autoComplete="new-password" {...field('confirmPassword')} />
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Your other signed-in sessions end; this one stays signed in.
          </p>
          <div className="flex flex-wrap gap-3">
            <button type="submit" disabled={form.formState.isSubmitting} className={primaryButtonClass}>
              {form.formState.isSubmitting && <Spinner />}
              Change password
            </button>
            <button type="button" onClick={close} className={secondaryButtonClass}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <button type="button" onClick={() => setOpen(true)} className={secondaryButtonClass}>
          <KeyIcon className="size-4" />
          Change password
        </button>
      )}
    </section>
  );
}
