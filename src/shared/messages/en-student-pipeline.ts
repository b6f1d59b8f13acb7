// The staff pipeline of students' applications (decision 0041): the refusals staff see, the
// one message a parent gets for each change, and the admit card's page. Its Hindi is
// hi-student-pipeline.ts (the parent's messages and the admit card follow the form's language).
// Placeholders look like {name}.
export const studentPipeline = {
  errors: {
    note: 'Write a note of at most 2,000 characters.',
    withoutConsent: 'An application without consent cannot be reviewed: it is a draft or still waits for a parent.',
    notAllowed: 'This change of status is not allowed from where the application is now.',
    noSeat: 'An admit card needs a seat at the centre: this applicant is still on the waitlist.',
    erased: 'This application has been erased.',
    unknown: 'No such application.',
    oneCycle: 'Change the applications of one cycle at a time.',
  },
  /** One SMS (and e-mail) per parent: {numbers} are the application numbers concerned. */
  sms: {
    shortlisted: 'Application {numbers}: shortlisted for the screening test at {centre}.',
    waitlisted_seat:
      'Application {numbers}: shortlisted; the centre {centre} is full, so it is on the waitlist. We will tell you when a seat is free.',
    promoted: 'Application {numbers}: a seat at {centre} is now yours for the screening test.',
    admit_card_issued: 'Application {numbers}: the admit card is ready. Open it with the application number and date of birth: {url}',
    appeared: 'Application {numbers}: marked present at the screening test.',
    absent: 'Application {numbers}: marked absent at the screening test.',
    selected: 'Application {numbers}: selected for the camp. Congratulations!',
    waitlisted: 'Application {numbers}: on the waitlist for the camp.',
    not_selected: 'Application {numbers}: not selected this time. Thank you for applying.',
    withdrawn: 'Application {numbers}: withdrawn.',
  },
  mailSubject: 'Your application to the camps',
  admitCard: {
    title: 'Admit card',
    lookupTitle: 'Open the admit card',
    lookupIntro: 'Type the application number and the date of birth given on the form.',
    number: 'Application number',
    dateOfBirth: 'Date of birth (YYYY-MM-DD)',
    open: 'Open the admit card',
    pdf: 'Download the PDF',
    print: 'Print this page',
    failed: 'No admit card matches that application number and date of birth.',
    retry: 'The admit card could not be opened just now. Please try again in a few minutes.',
    intro: 'The admit card of a student called to the selection test.',
    cardTitle: 'Admit card: {cycle}',
    applicationNumber: 'Application number',
    rollNumber: 'Roll number',
    studentName: 'Student',
    className: 'Class {class}',
    centre: 'Test centre',
    testAt: 'Test date and time',
    paperLanguage: 'Language of the paper',
    whatToBring: 'What to bring',
    bring: ['This admit card (printed or on the phone)', 'A school identity card or any photo identity card', 'Pens and pencils'],
    languages: { en: 'English', hi: 'Hindi', both: 'English and Hindi' },
  },
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : T[K] extends string[] ? string[] : Widen<T[K]> };
export type StudentPipelineMessages = Widen<typeof studentPipeline>;
