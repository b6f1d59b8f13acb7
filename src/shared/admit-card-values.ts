// The admit card as the website's page shows it, apart from the schemas so that the page loads no zod
// and none of the console's texts (decision 0005).
import type { AdmitCardView } from './schemas/student-application-pipeline';

/** The card as the website's page shows it: flat strings (a plain post's values, or the script's). */
export function admitCardValues(card: AdmitCardView): Record<string, string> {
  return {
    roll_number: card.rollNumber,
    application_number: card.applicationNumber,
    student_name: card.studentName,
    class_name: card.className,
    cycle_name: card.cycleName,
    trust_name: card.trustName,
    centre_name: card.centre.name,
    centre_address: card.centre.address,
    centre_district: card.centre.district,
    test_at: card.testStartsAt,
    paper_language: card.paperLanguage,
  };
}
