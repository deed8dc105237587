import { zodResolver } from '@hookform/resolvers/zod';
import { login } from '@portfolio/shared/api';
import { type LoginInput, loginSchema } from '@portfolio/shared/schemas';
import { saveToken } from '@portfolio/shared/session';
import { notifyAtom, useSetAtom } from '@portfolio/shared/state';
import { useQueryClient } from '@portfolio/shared/query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from '@portfolio/shared/router';
import { AuthCard } from './components/AuthCard';
import { PasswordField } from '@portfolio/ui/fields/PasswordField';
import { TextField } from '@portfolio/ui/fields/TextField';
import { BackArrowIcon } from '@portfolio/ui/icons';
import { linkClass, primaryButtonClass } from '@portfolio/ui/styles/controls';

export default function LoginPage() {
  const navigate = useNavigate();
  const notify = useSetAtom(notifyAtom);
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });
  // Whoever opens the sign-in page is here to type: the cursor waits in the first field.
  useEffect(() => setFocus('email'), [setFocus]);

  const onSubmit = handleSubmit(async (credentials) => {
    try {
      const { token } = await login(credentials);
      saveToken(token);
      // What was read anonymously (no phone, no hidden projects) must not stand in for the owner's view.
      queryClient.clear();
      navigate('/admin', { replace: true });
    } catch {
      notify({ text: 'Error: wrong credentials.', type: 'error' });
    }
  });

  return (
    <>
      <BackLink />
      <AuthCard title="Sign in">
        <form noValidate onSubmit={onSubmit} className="space-y-4">
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
