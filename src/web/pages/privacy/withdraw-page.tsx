// /privacy/withdraw (and /hi/privacy/withdraw; decision 0032): a phone number or an e-mail address, a
// one-time code to it, then each consent given with it and a one-tap withdrawal. Plain forms: the
// same steps with JavaScript on or off (the server keeps the step in an httpOnly cookie).
import { usePostedView } from '../../lib/app-context';
import { PageBanner } from '../../components/page-banner';
import './withdraw-page.css';
import { usePrivacyTexts } from '../../components/privacy-texts';
import { ContactStep } from './contact-step';

export default function WithdrawPage() {
  const t = usePrivacyTexts().withdraw;
  const later = usePostedView()?.withdraw;
  return (
    <>
      <PageBanner title={t.title} text={t.intro} />
      <div className="container withdraw-page">{later ?? <ContactStep kind="withdraw-contact" />}</div>
    </>
  );
}
