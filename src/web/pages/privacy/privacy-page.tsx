// /privacy (and /hi/privacy; decision 0032): the privacy contact staff name in the settings, what each
// form asks for and why (the forms' current notices), the rights and how to use them, no trackers.
import { usePrivacyNotices } from '../../api/get-privacy-notices';
import { useSitePart } from '../../api/get-site-content';
import { ContactList } from '../../components/contact-block';
import { useLang } from '../../lib/app-context';
import { Link } from '../../lib/router';
import { PageBanner } from '../../components/page-banner';
import { NoticeItems, noticeIn } from '../../components/privacy-notice';
import { paths } from '../../paths';
import '../../components/privacy-notice.css';
import { usePrivacyTexts } from '../../components/privacy-texts';

function PrivacyContact() {
  const t = usePrivacyTexts().page;
  const s = useSitePart('settings');
  if (!s.privacy_contact_name && !s.privacy_contact_email && !s.privacy_contact_phone) return <p>{t.notSet}</p>;
  return (
    <ContactList
      address={s.privacy_contact_address}
      phone={s.privacy_contact_phone}
      email={s.privacy_contact_email}
      labels={{ address: t.address, phone: t.phone, email: t.email }}
    >
      {s.privacy_contact_name ? (
        <div>
          <dt>{t.name}</dt>
          <dd>{s.privacy_contact_name}</dd>
        </div>
      ) : null}
    </ContactList>
  );
}

export default function PrivacyPage() {
  const msgs = usePrivacyTexts();
  const t = msgs.page;
  const lang = useLang();
  const notices = usePrivacyNotices();
  return (
    <>
      <PageBanner title={t.title} text={t.intro} />
      <div className="container">
        <section className="section" aria-labelledby="privacy-contact">
          <h2 id="privacy-contact">{t.contactTitle}</h2>
          <PrivacyContact />
        </section>
        <section className="section" aria-labelledby="privacy-rights">
          <h2 id="privacy-rights">{t.rightsTitle}</h2>
          <p>{t.rightsText}</p>
          <p>{t.withdrawText}</p>
          <p className="privacy-notice__links">
            <Link to={paths.privacyWithdraw}>{msgs.withdrawLink}</Link>
            {' · '}
            <Link to={paths.privacyRequest}>{msgs.rightsLink}</Link>
          </p>
        </section>
        <section className="section" aria-labelledby="privacy-notices">
          <h2 id="privacy-notices">{t.noticesTitle}</h2>
          {notices.map((notice) => (
            <section key={notice.form} className="privacy-notice" aria-labelledby={`privacy-${notice.form}`}>
              <h3 id={`privacy-${notice.form}`} className="privacy-notice__title">
                {msgs.forms[notice.form]}
              </h3>
              <p>{noticeIn(notice, lang).intro}</p>
              <NoticeItems notice={notice} />
            </section>
          ))}
        </section>
        <section className="section" aria-labelledby="privacy-trackers">
          <h2 id="privacy-trackers">{t.trackersTitle}</h2>
          <p>{t.trackersText}</p>
        </section>
      </div>
    </>
  );
}
