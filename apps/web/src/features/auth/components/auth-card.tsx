import type { ReactNode } from 'react';

import '../auth.css';

type AuthCardProps = {
  title: string;
  subtitle?: string;
  documentTitle: string;
  children: ReactNode;
  footer?: ReactNode;
};

/** The frame of the sign-in, registration and reset pages: a centred card under the header. */
export function AuthCard({ title, subtitle, documentTitle, children, footer }: AuthCardProps) {
  return (
    <div className="page auth-page">
      <title>{documentTitle}</title>
      <section className="auth-card" aria-labelledby="auth-card-title">
        <header className="auth-card__header">
          <h1 id="auth-card-title" className="auth-card__title">
            {title}
          </h1>
          {subtitle ? <p className="auth-card__subtitle">{subtitle}</p> : null}
        </header>
        {children}
        {footer ? <footer className="auth-card__footer">{footer}</footer> : null}
      </section>
    </div>
  );
}
