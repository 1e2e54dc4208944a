import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { isSignedOut } from './api';
import { setFlash } from './flash';
import { createConsoleRouter } from './router';
import './styles.css';

const SIGN_IN_PAGES = new Set(['/masuk', '/verifikasi', '/aktifkan-autentikator', '/lupa-sandi', '/atur-sandi']);

/** A session that ends while a page is open (8 hours, a password change elsewhere, deactivation): back to Masuk. */
function onError(error: unknown) {
  if (!isSignedOut(error) || SIGN_IN_PAGES.has(router.state.location.pathname)) return;
  queryClient.clear();
  setFlash('Sesi Anda sudah berakhir. Silakan masuk kembali.');
  void router.navigate({ to: '/masuk' });
}

const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError }),
  mutationCache: new MutationCache({ onError }),
  defaultOptions: {
    // A refusal is the answer; a network failure is tried once more.
    queries: { retry: (count, error) => count < 1 && !(error instanceof Error && error.name === 'ApiError'), refetchOnWindowFocus: true },
  },
});
const router = createConsoleRouter(queryClient);

createRoot(document.getElementById('app')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
