import { quickLinks } from '@store/domain';
import { useMemo } from 'react';
import { Link } from '@/lib/router';

import { env } from '@/config/env';
import { useCatalogNav } from '@/features/catalog';
import { getLocale, t } from '@/i18n';
import { catalogueWord } from '@/i18n/content';
import { LanguageSwitch } from './language-switch';

export function SiteFooter() {
  const { data: pairs } = useCatalogNav();
  const links = useMemo(
    () => quickLinks(pairs ?? [], getLocale() === 'ar' ? catalogueWord : undefined),
    [pairs],
  );
  const year = new Date().getFullYear();
  const tel = env.contactPhone.replace(/[^\d+]/g, '');

  return (
    <footer className="site-footer">
      <div className="site-footer__grid container">
        <section className="site-footer__about" aria-labelledby="footer-about">
          <p className="wordmark wordmark--footer">{t('app.name')}</p>
          <h2 id="footer-about" className="site-footer__title">
            {t('footer.aboutTitle')}
          </h2>
          <p className="site-footer__text">{t('footer.aboutText')}</p>
          <Link
            className="site-footer__more"
            to="/about-us"
            aria-label={t('footer.learnMoreLabel')}
          >
            {t('footer.learnMore')}
          </Link>
        </section>

        <nav className="site-footer__links" aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="site-footer__title">
            {t('footer.quickLinksTitle')}
          </h2>
          <ul role="list">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <section className="site-footer__contact" aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__title">
            {t('footer.contactTitle')}
          </h2>
          <address>
            <p>{t('footer.address')}</p>
            <p>
              <span className="site-footer__label">{t('footer.phoneLabel')}: </span>
              <a href={`tel:${tel}`} dir="ltr">
                {env.contactPhone}
              </a>
            </p>
            <p>
              <span className="site-footer__label">{t('footer.emailLabel')}: </span>
              <a href={`mailto:${env.contactEmail}`}>{env.contactEmail}</a>
            </p>
            <p className="site-footer__hours">{t('footer.hours')}</p>
          </address>
        </section>
      </div>
      <div className="site-footer__bottom">
        {/* A page the server rendered before New Year still hydrates rather than rendering anew. */}
        <div className="site-footer__bottom-row container">
          <p suppressHydrationWarning>{t('footer.copyright', { year })}</p>
          <LanguageSwitch className="site-footer__lang" />
        </div>
      </div>
    </footer>
  );
}
