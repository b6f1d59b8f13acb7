// The students' applications after consent and after the test, in the console (staff read English,
// like the rest of the console): a paper consent, the promotion to students, the erasure 180 days
// after a cycle closes, and the reports. Placeholders look like {name}.
export const studentAfterTest = {
  errors: {
    notPending: 'A paper consent is recorded only for an application still waiting for its parent.',
    scanRequired: 'Attach the scan of the signed form (PDF, JPEG or PNG, at most 5 MB).',
    noScan: 'This application has no paper consent scan.',
    noCamp: 'This cycle fills no camp: give it a camp before turning applicants into students.',
    adult: 'Confirm that the parent declared on the form that they are an adult.',
  },
  paper: {
    title: 'Record a signed paper consent',
    intro:
      'For a parent without a phone: upload the scan of the form they signed. It is recorded under your name, and the application is submitted.',
    parentName: "Parent's or guardian's name (as signed)",
    relationship: 'Relationship',
    adult: 'The parent declared on the form that they are an adult',
    purposes: 'Optional purposes the parent ticked on the form',
    purposeNames: {
      sms_alerts: 'SMS alerts',
      student_phone: "The student's own phone number",
      public_list: "The student's name on a public selection list",
    },
    scan: 'Scan of the signed form (PDF, JPEG or PNG, at most 5 MB)',
    save: 'Record the consent',
    saved: 'Consent recorded: application {number} is submitted.',
    view: 'Open the signed form',
  },
  promote: {
    title: 'Turn the selected into students',
    intro: "The cycle's selected applicants become students of its camp, with their consents. Running it again adds no one twice.",
    run: 'Turn the selected into students',
    confirm: 'Turn the selected applicants of {cycle} into students of its camp?',
    done: '{promoted} new students; {already} already were.',
  },
  erasure: {
    title: 'Erasure after the cycle',
    intro:
      'Applications not turned into students are erased 180 days after their cycle closes, by the nightly retention run: only the number, status and dates stay.',
    cycle: 'Cycle',
    closes: 'Closed',
    erasedOn: 'Erased from',
    count: 'Would be erased',
    due: 'due now',
    none: 'No cycle.',
  },
  reports: {
    title: 'Reports',
    intro:
      'Counts by status for one cycle. A count under 5 is shown as "<5", and so is any other count that would let a reader work one out.',
    pick: 'Choose a cycle',
    show: 'Show',
    exportCsv: 'Export CSV',
    value: 'Value',
    total: 'Total',
    dimensions: { district: 'District', class: 'Class', gender: 'Gender', school_type: 'School type' },
  },
};
