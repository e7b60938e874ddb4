import type { ReactNode } from 'react';

type FormSectionProps = {
  /** The heading's id, which names the section for assistive technology. */
  id: string;
  title: string;
  hint?: string;
  children: ReactNode;
};

/** One card of the product form: details, stock, pictures. */
export function FormSection({ id, title, hint, children }: FormSectionProps) {
  return (
    <section className="admin-card" aria-labelledby={id}>
      <h2 id={id} className="admin-section-title">
        {title}
      </h2>
      {hint ? <p className="field__hint">{hint}</p> : null}
      {children}
    </section>
  );
}
