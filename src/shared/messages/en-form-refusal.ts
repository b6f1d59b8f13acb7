// The page a visitor without JavaScript gets when the website server cannot take a form's post at
// all (too large, not a form, unreadable): the post never reached the form's own handling, so the
// page says what happened and leads back. A translation is an object of the same shape.

export const formRefusalMessages = {
  title: 'Your form was not sent',
  tooLarge: 'What you sent is too large. Please shorten your message and send the form again.',
  unreadable: 'Your form could not be read. Please open the page again and send the form from there.',
  serverError: 'Server error occurred. Please try again later.',
  back: 'Back to the form',
};

export type FormRefusalMessages = typeof formRefusalMessages;
