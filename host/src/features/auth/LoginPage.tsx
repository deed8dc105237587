import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, signIn } from '@portfolio/shared/api';
import { type LoginInput, loginSchema } from '@portfolio/shared/schemas';
import { notifyAtom, useSetAtom } from '@portfolio/shared/state';
import { useQueryClient } from '@portfolio/shared/query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from '@portfolio/shared/router';
import { safeReturnPath } from './return-path';
import { AuthCard } from './components/AuthCard';
import { PasswordField } from '@portfolio/ui/fields/PasswordField';
import { TextField } from '@portfolio/ui/fields/TextField';
import { BackArrowIcon } from '@portfolio/ui/icons';
import { linkClass, primaryButtonClass } from '@portfolio/ui/styles/controls';

/** What the form says beside itself when the sign-in is refused: why, when the API said so. */
function refusalText(error: unknown): string {
  if (error instanceof ApiError && error.status === 401)
    return 'The e-mail or password is wrong. Please try again.';
  if (error instanceof ApiError && error.status === 429) return error.message;
  return 'The sign-in could not be completed. Please try again in a moment.';
}

export default function LoginPage() {
  const navigate = useNavigate();
  const notify = useSetAtom(notifyAtom);
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });
  // Whoever opens the sign-in page is here to type: the cursor waits in the first field.
  useEffect(() => setFocus('email'), [setFocus]);

  const onSubmit = handleSubmit(async (credentials) => {
    setRefusal(null);
    try {
      await signIn(credentials);
      // What was read anonymously (no phone, no hidden projects) must not stand in for the owner's view.
      queryClient.clear();
      navigate(safeReturnPath(params.get('next')) ?? '/admin', { replace: true });
    } catch (error) {
      // Said beside the form too: a toast is gone after 5 s, and a screen reader user may have missed it.
      setRefusal(refusalText(error));
      notify({ text: 'Error: wrong credentials.', type: 'error' });
    }
  });

  return (
    <>
      <BackLink />
      <AuthCard title="Sign in">
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          {refusal && (
            <p
              role="alert"
              className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
            >
              {refusal}
            </p>
          )}
          <TextField
            label="Email"
            type="email"
            autoComplete="username"
            registration={register('email')}
            error={errors.email?.message}
          />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            registration={register('password')}
            error={errors.password?.message}
          />
          <p className="text-right text-sm">
            <Link to="/recover-password" className={linkClass}>
              Forgot password?
            </Link>
          </p>
          <button type="submit" disabled={isSubmitting} className={`${primaryButtonClass} w-full`}>
            Sign in
          </button>
        </form>
      </AuthCard>
    </>
  );
}

function BackLink() {
  return (
    <Link
      to="/"
      aria-label="Back"
      className="mt-6 inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-sky-500 dark:hover:bg-slate-800"
    >
      <BackArrowIcon />
    </Link>
  );
}
