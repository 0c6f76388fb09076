import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { ApiError } from '@/dashboard/api/client';
import { TextField } from '@/dashboard/components/fields';
import { firstError, rules, useForm } from '@/dashboard/components/use-form';
import { T } from '@/dashboard/texts';
import { TOKEN_DECODE_ERROR, TokenDecodeError, useSessionStore } from '@/stores/session';
import { useLogIn } from '../api/log-in';
import { AUTH_TEXTS as A } from '../texts';

function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('/login') ? from : '/';
}

/** /dashboard/login, outside the panel frame (SPEC §2); toasts as SPEC §8 lists them. */
export function LoginScreen() {
  const session = useSessionStore((s) => s.session);
  const logIn = useSessionStore((s) => s.logIn);
  const location = useLocation();
  const navigate = useNavigate();
  const mutation = useLogIn();
  const form = useForm({ email: '', password: '' }, (v) => ({
    email: firstError(rules.required(v.email, A.emailRequired), rules.email(v.email)),
    password: rules.required(v.password, A.passwordRequired),
  }));

  useEffect(() => {
    document.title = `${A.title} | ${T.panelTitle}`;
  }, []);

  if (session && !mutation.isPending) return <Navigate to={returnPath(location.state)} replace />;

  const submit = form.handleSubmit((values) =>
    mutation.mutate(
      { email: values.email.trim(), password: values.password },
      {
        onSuccess: (answer) => {
          try {
            logIn(answer);
          } catch (error) {
            toast.error(error instanceof TokenDecodeError ? TOKEN_DECODE_ERROR : String(error));
            return;
          }
          toast.success(T.success);
          void navigate(returnPath(location.state), { replace: true });
        },
        onError: (error) => {
          const message = error instanceof ApiError ? error.message : String(error);
          toast.error(`${A.loginFailed} ${message}`);
        },
      },
    ),
  );

  return (
    <main className="adm-login" id="adm-main">
      <form className="adm-login-card" onSubmit={submit} noValidate aria-labelledby="adm-login-title">
        <p className="adm-brand">
          Fethiye <strong>Tekne</strong>
        </p>
        <h1 id="adm-login-title">{A.title}</h1>
        <p className="muted">{A.intro}</p>
        <TextField
          label={A.email}
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          field={form.field('email')}
        />
        <TextField
          label={A.password}
          type="password"
          autoComplete="current-password"
          required
          field={form.field('password')}
        />
        <button type="submit" className="btn btn-primary" disabled={mutation.isPending}>
          {mutation.isPending ? A.submitting : A.submit}
        </button>
        <a href="/" data-vike="false" className="adm-login-back">
          {A.backToSite}
        </a>
      </form>
    </main>
  );
}
