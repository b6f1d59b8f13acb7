// /get-involved/donor-statement (and /hi/…), decision 0037: a donor gives the e-mail address or
// phone number of their donation, proves it with a one-time code, and downloads their 80G receipts
// of a financial year. Plain forms, the same with JavaScript on or off: the server keeps the step in
// an httpOnly cookie that lasts as long as the code's proof (30 minutes). The first two steps are
// the privacy pages' own (ContactStep, CodeStep).
import { usePostedView } from '../../lib/app-context';
import { PageBanner } from '../../components/page-banner';
import { ContactStep } from '../privacy/contact-step';
import '../privacy/withdraw-page.css';
import { useStatementTexts } from './statement-texts';

export default function DonorStatementPage() {
  const t = useStatementTexts();
  const later = usePostedView()?.statement;
  return (
    <>
      <PageBanner title={t.title} text={t.intro} />
      <div className="container withdraw-page">{later ?? <ContactStep kind="statement-contact" />}</div>
    </>
  );
}
