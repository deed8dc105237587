import { zodResolver } from '@hookform/resolvers/zod';
import { changePassword } from '@portfolio/shared/api';
import { REDIRECT_AFTER_PASSWORD_CHANGE_MS } from '@portfolio/shared/config';
import { type ChangePasswordForm, changePasswordFormSchema } from '@portfolio/shared/schemas';
import { notifyAtom, useSetAtom } from '@portfolio/shared/state';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from '@portfolio/shared/router';
import { loadPage } from '../../lib/full-page-navigation';
import { AuthCard, BackToLoginLink, DoneButton } from './components/AuthCard';
import { PasswordField } from '@portfolio/ui/fields/PasswordField';

export default function ChangePasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <NewPasswordForm token={token} /> : <MissingToken />;
}

/**
 * The original only logged this to the console; a visitor needs to see it and know what to do
 * (docs/decisions.md#failures-made-visible).
 */
function MissingToken() {
  return (
    <AuthCard title="Choose a new password">
      <div
        role="alert"
        className="rounded-md border border-red-300 bg-red-50 p-4 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
      >
        <p>This link is missing its reset token, so the password cannot be changed.</p>
        <p className="mt-2">
          <Link
            to="/recover-password"
            className="font-medium underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-current"
          >
            Request a new e-mail
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const notify = useSetAtom(notifyAtom);
  const [changed, setChanged] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  // A full page load: the site starts afresh, signed out, on the home page.
  useEffect(() => {
    if (!changed) return;
    const timer = setTimeout(() => loadPage('/'), REDIRECT_AFTER_PASSWORD_CHANGE_MS);
    return () => clearTimeout(timer);
  }, [changed]);

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await changePassword({ token, password });
      setChanged(true);
      notify({ text: 'Password changed successfully!', type: 'success' });
    } catch {
      notify({ text: 'Failed to change password.', type: 'error' });
    }
  });

  return (
    <AuthCard title="Choose a new password">
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <PasswordField
          label="Password"
          autoComplete="new-password"
          registration={register('password')}
          error={errors.password?.message}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          registration={register('confirmPassword')}
          error={errors.confirmPassword?.message}
        />
        <DoneButton done={changed} busy={isSubmitting} label="Change password" doneLabel="Password Changed" />
      </form>
      <BackToLoginLink />
    </AuthCard>
  );
}
