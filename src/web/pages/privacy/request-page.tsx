// /privacy/request (and /hi/privacy/request; decision 0034): the rights desk. A phone number or an
// e-mail address under the request's privacy notice, a one-time code to it, then the request filed
// as a ticket with its due date, or the access summary at once. Plain forms: the same steps with
// JavaScript on or off (the server keeps the step in an httpOnly cookie; request-steps.tsx).
import { PageBanner } from '../../components/page-banner';
import { PrivacyNotice } from '../../components/privacy-notice';
import { usePrivacyTexts } from '../../components/privacy-texts';
import { usePostedView } from '../../lib/app-context';
import { ContactStep } from './contact-step';
import './withdraw-page.css';

export default function RequestPage() {
  const t = usePrivacyTexts().request;
  const later = usePostedView()?.request;
  return (
    <>
      <PageBanner title={t.title} text={t.intro} />
      <div className="container withdraw-page">
        {later ?? (
          <ContactStep kind="request-contact" title={t.formTitle}>
            <PrivacyNotice form="rights_request" />
          </ContactStep>
        )}
      </div>
    </>
  );
}
