import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { googleSignInUrl } from '@groombook/api-client';
import { useSession } from '@groombook/auth';
import { signInRequestSchema } from '@groombook/contracts';
import { ROUTES } from '@groombook/routes';
import { Alert, Anchor, Button, Divider, Stack } from '@groombook/ui';
import { Link, useLocation, useNavigate, useSearchParams } from '@groombook/ui/router';
import { AuthCard } from './auth-card';
import { EmailField, PasswordField } from './auth-fields';
import { safeRedirectTarget } from '../auth/redirect-target';
import { signInWithEmail } from '../auth/sign-in-flow';
import { accountRefusalMessage, signInFailureMessage } from '../auth/sign-in-refusal';
import { useGoogleReturn } from '../auth/use-google-return';
import { useRuntimeConfig } from '../runtime-config';

type FieldErrors = Partial<Record<'email' | 'password', string>>;

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  // The guard remembers the origin in ?redirect=; a link may also pass it as location state.
  const target = safeRedirectTarget(params.get('redirect') ?? (location.state as { from?: unknown } | null)?.from);
  const google = useGoogleReturn();
  // Offered only when the API can carry it through; otherwise the button would lead to an error.
  const offerGoogle = useRuntimeConfig().googleSignIn;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  const signIn = useMutation({
    mutationFn: signInWithEmail,
    onSuccess: () => navigate(target, { replace: true }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = signInRequestSchema.safeParse({ email, password });
    if (!parsed.success) {
      const errors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'email' || field === 'password') && !errors[field]) errors[field] = issue.message;
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    signIn.mutate(parsed.data);
  };

  // A session the API ended because the account was disabled or its salon suspended says so here.
  const endedBecause = accountRefusalMessage(useSession((s) => s.signOutReason));
  const failure = signIn.error ? signInFailureMessage(signIn.error, 'Failed to sign in') : (google.error ?? (signIn.isIdle ? endedBecause : null));
  const busy = signIn.isPending || google.busy;

  return (
    <AuthCard title="Sign in">
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <EmailField value={email} onChange={setEmail} error={fieldErrors.email} />
          <PasswordField label="Password" autoComplete="current-password" value={password} onChange={setPassword} error={fieldErrors.password} />
          <Button type="submit" loading={busy}>
            Sign in
          </Button>
        </Stack>
      </form>
      {offerGoogle && (
        <>
          <Divider label="or" labelPosition="center" />
          {/* A full-page visit: Google's consent screen cannot run inside the application. */}
          <Button variant="default" disabled={busy} onClick={() => window.location.assign(googleSignInUrl(target))}>
            Sign in with Google
          </Button>
        </>
      )}
      <Anchor component={Link} to={ROUTES.forgotPassword.path} size="sm" ta="center">
        Forgot password
      </Anchor>
    </AuthCard>
  );
}
