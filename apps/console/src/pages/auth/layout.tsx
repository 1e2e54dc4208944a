import type { ReactNode } from 'react';

/** The frame of the pages before sign-in: the brand and one card. */
export function AuthLayout({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <main className="auth">
      <div className="auth-card">
        <p className="brand">
          <img src="/favicon.svg" alt="" width="28" height="28" /> Konsol Kemudi
        </p>
        <h1>{title}</h1>
        {intro ? <div className="auth-intro">{intro}</div> : null}
        {children}
      </div>
    </main>
  );
}
