import { zodResolver } from '@hookform/resolvers/zod';
import { recoverPassword } from '@portfolio/shared/api';
import { type RecoverPasswordInput, recoverPasswordSchema } from '@portfolio/shared/schemas';
import { notifyAtom, useSetAtom } from '@portfolio/shared/state';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AuthCard, BackToLoginLink, DoneButton } from './components/AuthCard';
import { TextField } from '@portfolio/ui/fields/TextField';

export default function RecoverPasswordPage() {
  const notify = useSetAtom(notifyAtom);
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RecoverPasswordInput>({
    resolver: zodResolver(recoverPasswordSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      await recoverPassword(input);
      setSent(true);
      notify({ text: 'Email sent successfully!', type: 'success' });
    } catch {
      notify({ text: 'Failed to send recovery email.', type: 'error' });
    }
  });

  return (
    <AuthCard
      title="Forgot your password?"
      intro="Enter the e-mail address of your account and we will send you a link to choose a new password."
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          registration={register('email')}
          error={errors.email?.message}
        />
        <DoneButton done={sent} busy={isSubmitting} label="Send email" doneLabel="Email Sent!" />
      </form>
      <BackToLoginLink />
    </AuthCard>
  );
}
