import type { ReactNode } from 'react';

import { at } from '../i18n';

type PageHeaderProps = {
  title: string;
  /** One line under the title (what the figures cover, a count). */
  description?: ReactNode;
  /** Buttons or links at the inline end (Add Product, Refresh). */
  actions?: ReactNode;
};

/** The top of every admin page: its h1, the document title, an optional line and actions. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <header className="admin-page-header">
      <title>{at('admin.documentTitle', { page: title })}</title>
      <div className="admin-page-header__text">
        <h1 className="admin-page-header__title">{title}</h1>
        {description ? <p className="admin-page-header__description">{description}</p> : null}
      </div>
      {actions ? <div className="admin-page-header__actions">{actions}</div> : null}
    </header>
  );
}

/** A page that later issues fill: the shell, its title and nothing else yet. */
export function AdminPagePlaceholder({ title }: { title: string }) {
  return (
    <div className="admin-page">
      <PageHeader title={title} />
    </div>
  );
}
