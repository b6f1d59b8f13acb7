// Who is signed in, with the way to sign out (a button with JavaScript, a form without): the top
// of the choices in both modes.
import type { ReactNode } from 'react';
import { fill } from '../../../shared/messages/fill';
import type { Details } from './slot-api';
import { useSlotTexts } from './slot-texts';

export function SignedInAs({ details, signOut }: { details: Details; signOut: ReactNode }) {
  const m = useSlotTexts();
  return (
    <div className="slots-who">
      <p>
        <strong>{fill(m.signedInAs, { name: details.name })}</strong>
        <br />
        <span>{details.phone_number}</span>
      </p>
      {signOut}
    </div>
  );
}
