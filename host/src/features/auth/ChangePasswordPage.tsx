import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, changePassword, checkResetLink } from '@portfolio/shared/api';
import { REDIRECT_AFTER_PASSWORD_CHANGE_MS } from '@portfolio/shared/config';
import { type ChangePasswordForm, changePasswordFormSchema } from '@portfolio/shared/schemas';
import { notifyAtom, useSetAtom } from '@portfolio/shared/state';
import { type ReactNode, useEffect, useState } from 'react';
import { useQuery } from '@portfolio/shared/query';
import { Spinner } from '@portfolio/ui/Spinner';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from '@portfolio/shared/router';
import { loadPage } from '../../lib/full-page-navigation';
import { AuthCard, BackToLoginLink, DoneButton } from './components/AuthCard';
import { PasswordField } from '@portfolio/ui/fields/PasswordField';

export default function ChangePasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <CheckedLink token={token} /> : <MissingToken />;
}

/**
 * The link is asked about before its form shows: one that was used, has expired or never existed says so and
 * offers a new one, instead of letting the visitor type a password twice for nothing.
 */
function CheckedLink({ token }: { token: string }) {
  const link = useQuery({
    queryKey: ['password-reset', token],
    queryFn: () => checkResetLink(token),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
  if (link.isPending) {
    return (
      <AuthCard title="Choose a new password">
        <div className="flex justify-center py-6">
          <Spinner label="Checking your link…" />
        </div>
      </AuthCard>
    );
  }
  if (link.isError) {
    const known = link.error instanceof ApiError && [404, 410].includes(link.error.status);
    return (
      <LinkProblem>
        <p>{known ? link.error.message : 'This link could not be checked right now.'}</p>
        <p className="mt-1">
          {known
            ? 'Reset links work once, for 30 minutes.'
            : 'Please try again in a moment, or ask for a new one.'}
        </p>
      </LinkProblem>
    );
  }
  return <NewPasswordForm token={token} />;
}

/** A link that cannot be used: why, and the way to a new one. */
function LinkProblem({ children }: { children: ReactNode }) {
  return (
    <AuthCard title="Choose a new password">
      <div
        role="alert"
        className="rounded-md border border-red-300 bg-red-50 p-4 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
      >
        {children}
        <p className="mt-2">
          <Link
            to="/recover-password"
            className="font-medium underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-current"
          >
            Send me a new link
          </Link>
        </p>
      </div>
      <BackToLoginLink />
    </AuthCard>
  );
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
