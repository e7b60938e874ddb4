import { env } from '@/config/env';
import { Icon } from '@/components/ui/icon';
import { t } from '@/i18n';
import { aboutText, type AboutKey } from '../about-messages';
import { whatsappLink } from '../utils/whatsapp-link';

/** The licence facts, in the order the Department of Economy and Tourism prints them. */
const LICENCE: readonly [label: AboutKey, value: AboutKey][] = [
  ['about.legalNameLabel', 'about.legalName'],
  ['about.legalFormLabel', 'about.legalForm'],
  ['about.licenceNumberLabel', 'about.licenceNumber'],
  ['about.authorityLabel', 'about.authority'],
  ['about.activitiesLabel', 'about.activities'],
  ['about.issuedLabel', 'about.issued'],
  ['about.expiresLabel', 'about.expires'],
  ['about.trnLabel', 'about.trn'],
  ['about.addressLabel', 'about.address'],
];

/** `/about-us`: who we are, the trade licence, and a button that opens a WhatsApp chat. */
export function AboutPage() {
  const chat = whatsappLink(env.whatsappNumber, aboutText('about.greeting'));
  return (
    <div className="about page">
      <title>{`${aboutText('about.title')} · ${t('app.name')}`}</title>
      <header className="about__intro">
        <p className="eyebrow">{aboutText('about.eyebrow')}</p>
        <h1 className="section-title">{aboutText('about.title')}</h1>
        <p className="about__lead">{aboutText('about.lead')}</p>
        <p>{aboutText('about.story')}</p>
      </header>
      <div className="about__grid">
        <section className="about__card" aria-labelledby="about-licence">
          <h2 id="about-licence" className="about__card-title">
            {aboutText('about.licenceTitle')}
          </h2>
          <dl className="about__facts">
            {LICENCE.map(([label, value]) => (
              <div key={label} className="about__fact">
                <dt>{aboutText(label)}</dt>
                <dd>{aboutText(value)}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section className="about__card about__card--contact" aria-labelledby="about-contact">
          <h2 id="about-contact" className="about__card-title">
            {aboutText('about.contactTitle')}
          </h2>
          <p>{aboutText('about.contactText')}</p>
          <a
            className="button button--primary about__whatsapp"
            href={chat}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Icon name="chat" />
            {aboutText('about.whatsapp')}
            <span className="sr-only"> {aboutText('about.newTab')}</span>
          </a>
          <p className="about__hours">{t('footer.hours')}</p>
          <p>
            <a href={`mailto:${env.contactEmail}`}>{env.contactEmail}</a>
          </p>
        </section>
      </div>
    </div>
  );
}
