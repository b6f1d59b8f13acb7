// The e-mail the API sends (src/server/mail): staff notifications, confirmations to whoever wrote,
// and the decision on a staff registration. Part of the one catalogue (en.ts). Placeholders look
// like {name}; each body is paragraphs, shown as text and as HTML (the values escaped).
export const mail = {
  greeting: 'Hello {name},',
  signature: 'With thanks,\nThe Hill camps team',
  staffFooter: 'You receive this because your address is in STAFF_NOTIFY_EMAILS of the website.',
  openConsole: 'Open it in the staff console: {link}',
  /** Field labels of the staff notifications. */
  fields: {
    full_name: 'Name',
    name: 'Name',
    email: 'E-mail',
    role: 'Role',
    message: 'Message',
    organization_name: 'Organisation',
    contact_person: 'Contact person',
    phone: 'Phone',
    organization_type: 'Type of organisation',
    partnership_interest: 'Interest',
    subject: 'Subject',
    username: 'Username',
    note: 'Note',
  },
  staff: {
    volunteerSubject: 'New volunteer application from {name}',
    volunteerIntro: 'A new volunteer application has arrived.',
    partnerSubject: 'New partnership application from {name}',
    partnerIntro: 'A new partnership application has arrived.',
    contactSubject: 'New contact message from {name}',
    contactIntro: 'A new message has arrived through the contact form.',
    registrationSubject: 'Staff account awaiting approval: {name}',
    registrationIntro: 'Someone asked for a staff account. It stays inactive until an administrator approves it.',
  },
  confirmation: {
    volunteerSubject: 'We have received your volunteer application',
    volunteerBody:
      'Thank you for offering to volunteer with the Hill camps. We have received your application and will write to you after we have read it.',
    partnerSubject: 'We have received your partnership application',
    partnerBody:
      'Thank you for your interest in partnering with the Hill camps. We have received your application and will contact you soon.',
    contactSubject: 'We have received your message',
    contactBody: 'Thank you for writing to the Hill camps. We have received your message and will reply as soon as we can.',
    notYou: 'If you did not send this, you can ignore this e-mail.',
    /** The form's kind and the date: the only facts a confirmation states (nothing a visitor typed but a first name). */
    receivedOn: 'Received on {date} through the {form} form of our website.',
    forms: { volunteer: 'volunteer', partner: 'partnership', contact: 'contact' },
    /** The greeting when the name given is not a plain first name. */
    greetingNoName: 'Hello,',
  },
  registration: {
    takenSubject: 'Your staff account request',
    takenBody:
      'Someone asked for a staff account on the Hill camps website with this e-mail address. The username asked for is already in use, so no account was created. If it was you, please register again with another username.',
  },
  decision: {
    approvedSubject: 'Your staff account has been approved',
    approvedBody: 'Your request for the staff account {username} has been approved. You can now log in: {link}',
    rejectedSubject: 'Your staff account request was not approved',
    rejectedBody: 'Your request for the staff account {username} was not approved.',
    comments: 'Comments from the administrator:',
  },
} as const;
