// The dashboard's Form 10BD reminder (decision 0037): from 1 May until 31 May, or until the past
// financial year's form is marked filed. The API decides the year by its clock's day in India
// (shared/form-10bd-reminder.ts), so a test moves the date with the API's clock.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { donationConsole as t } from '../../../shared/messages/en-donations-console';
import { donationsApi } from '../../api/donations';
import { useApi } from '../../lib/console-context';
import { fill } from '../../lib/messages';
import { paths } from '../../lib/paths';

/** Admins' only (the API refuses others): `enabled` says whether to ask. */
export function Form10bdReminder({ enabled }: { enabled: boolean }) {
  const api = useApi();
  const reminder = useQuery({
    queryKey: ['form-10bd', 'reminder'],
    queryFn: ({ signal }) => donationsApi.form10bdReminder(api, signal),
    enabled,
  });
  const due = reminder.data?.reminder;
  return due ? (
    <p className="notice notice--error">
      {fill(t.form10bd.reminder, { year: due })} <Link to={paths.form10bd}>{t.form10bd.open}</Link>
    </p>
  ) : null;
}
