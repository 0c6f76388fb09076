import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense, useState } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { ApiError } from '@/dashboard/api/client';
import { ConfirmProvider } from '@/dashboard/components/confirm-dialog';
import { PageHeader } from '@/dashboard/components/page-header';
import { Loading } from '@/dashboard/components/states';
import { LoginScreen } from '@/dashboard/features/auth/components/login-screen';
import { Frame } from '@/dashboard/layout/frame';
import { ADMIN_ROUTES, type AdminRoute } from '@/dashboard/routes';
import { T } from '@/dashboard/texts';
import { useSessionStore } from '@/stores/session';

/** A screen only for the roles its route names; the API would refuse the others anyway. */
function RoleGate({ route, children }: { route: AdminRoute; children: ReactNode }) {
  const role = useSessionStore((s) => s.session?.user_role);
  if (!role || !route.roles.includes(role)) {
    return (
      <>
        <PageHeader title={route.title} />
        <p className="alert" role="alert">
          {T.forbidden}
        </p>
      </>
    );
  }
  return <>{children}</>;
}

function NotFound() {
  return (
    <>
      <PageHeader title="Sayfa bulunamadı" />
      <p>{T.notFound}</p>
    </>
  );
}

const retry = (count: number, error: unknown) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 1;

/** The admin SPA: react-router under /dashboard, its own query cache, toasts as on the public site. */
export function DashboardApp() {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: { staleTime: 10_000, refetchOnWindowFocus: false, retry },
          mutations: { retry: false },
        },
      }),
  );
  return (
    <QueryClientProvider client={client}>
      <ConfirmProvider>
        <BrowserRouter basename="/dashboard">
          <Routes>
            <Route path="login" element={<LoginScreen />} />
            <Route element={<Frame />}>
              {ADMIN_ROUTES.map((route) => (
                <Route
                  key={route.path}
                  {...(route.path === '' ? { index: true } : { path: route.path })}
                  element={
                    <RoleGate route={route}>
                      <Suspense fallback={<Loading />}>
                        <route.Screen />
                      </Suspense>
                    </RoleGate>
                  }
                />
              ))}
              <Route path="*" element={<NotFound />} />
            </Route>
          </Routes>
        </BrowserRouter>
      </ConfirmProvider>
      <ToastContainer position="top-right" autoClose={5000} theme="light" />
    </QueryClientProvider>
  );
}
