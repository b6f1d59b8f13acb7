// The console's texts for the staff tasks of issue 30 (part of the English catalogue as
// `console.tasks`): texts not being sent and sign-in codes given by hand, the Hindi still missing,
// the inbox's reply link and the backups screen. Placeholders look like {name}.
export const consoleTasks = {
  sms: {
    off: 'Texts are not being sent: sign-in codes for slot coordinators only reach the server log (SMS_PROVIDER=log). Ask the person who runs the server to set SMS_PROVIDER=webhook and SMS_WEBHOOK_URL (docs/decisions/0015). Meanwhile, give a coordinator a sign-in code by hand below.',
    dashboardOff: 'Texts are not being sent: slot coordinators cannot get their sign-in codes by SMS.',
    open: 'Open the slot coordinator list',
    give: 'Sign-in code',
    giveLabel: 'Give {name} a sign-in code',
    confirmTitle: 'Give {name} a sign-in code?',
    confirmText:
      'A new one-time code replaces any code {name} has now. It is shown to you once: pass it on yourself, by phone or message. The audit log records that you gave it.',
    confirm: 'Give a code',
    title: 'Sign-in code for {name}',
    shownOnce: 'This code is shown only now. Pass it on to {name} yourself; it works once, until {time}.',
    code: 'Code',
    phone: 'Phone number',
    link: 'Sign-in link',
    linkHint: 'Opening this link on their phone fills in the number and the code: they press Sign in.',
    noResend: 'If they press "Send again" on the website, this code stops working.',
    copy: 'Copy the link',
    copied: 'Link copied.',
    close: 'Done',
  },
} as const;
