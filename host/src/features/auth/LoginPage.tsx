import { zodResolver } from '@hookform/resolvers/zod';
import { login } from '@portfolio/shared/api';
import { saveToken } from '@portfolio/shared/session';
import { loginSchema, type LoginInput } from '@portfolio/shared/schemas';
import { notifyAtom } from '@portfolio/shared/state';
import { useSetAtom } from 'jotai';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';

export default function LoginPage() {
  const navigate = useNavigate();
  const notify = useSetAtom(notifyAtom);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (credentials) => {
    try {
      const { token } = await login(credentials);
      saveToken(token);
      navigate('/admin', { replace: true });
    } catch {
      notify({ text: 'Error: wrong credentials.', type: 'error' });
    }
  });

  return (
    <section className="mx-auto mt-12 max-w-sm">
      <Link to="/" aria-label="Back" className="text-sm text-sky-600 underline dark:text-sky-400">
        ← Back
      </Link>
      <h1 className="mt-4 text-2xl font-bold">Sign in</h1>
      <form noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
        <div>
          <label htmlFor="login-email" className="block text-sm font-medium">
            Email
          </label>
          <input
            id="login-email"
            type="email"
            autoComplete="username"
            aria-invalid={errors.email ? true : undefined}
            className="mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 dark:border-slate-700 dark:bg-slate-900"
            {...register('email')}
          />
          {errors.email && (
            <p className="mt-1 text-sm text-red-600 dark:text-red-400">{errors.email.message}</p>
          )}
        </div>
        <div>
          <label htmlFor="login-password" className="block text-sm font-medium">
            Password
          </label>
          <input
            id="login-password"
            type="password"
            autoComplete="current-password"
            aria-invalid={errors.password ? true : undefined}
            className="mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 dark:border-slate-700 dark:bg-slate-900"
            {...register('password')}
          />
          {errors.password && (
            <p className="mt-1 text-sm text-red-600 dark:text-red-400">{errors.password.message}</p>
          )}
        </div>
        <button
          type="submit"
          disabled={isSubmitting}
          className="w-full rounded-md bg-sky-600 px-4 py-2 font-medium text-white hover:bg-sky-700 disabled:opacity-60"
        >
          Sign in
        </button>
      </form>
    </section>
  );
}
