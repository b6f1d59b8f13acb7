// The test centres' screens: the cycles are loaded first, for the centre form's choice of cycle.
import { useQuery } from '@tanstack/react-query';
import { ResourceFormPage } from '../../components/resource-form-page';
import { ResourceListPage } from '../../components/resource-list-page';
import { cyclesApi } from '../../api/student-applications';
import { useApi } from '../../lib/console-context';
import { m } from '../../lib/messages';
import { centresResource } from './cycles-resources';

function useCentresResource() {
  const api = useApi();
  const cycles = useQuery({
    queryKey: ['student-application-cycles', 'options'],
    queryFn: ({ signal }) => cyclesApi.list(api, {}, signal),
  });
  const options = (cycles.data?.rows ?? []).map((y) => ({ value: String(y.id), label: `${y.name} (${y.code})` }));
  return { resource: centresResource(options), loaded: cycles.isSuccess };
}

export function CentreList() {
  return <ResourceListPage resource={useCentresResource().resource} />;
}

/** The form once the cycles are there: its first values (the cycle chosen) are set when it opens. */
function CentreForm({ mode }: { mode: 'create' | 'edit' }) {
  const { resource, loaded } = useCentresResource();
  return loaded ? <ResourceFormPage resource={resource} mode={mode} /> : <p aria-busy="true">{m.loading}</p>;
}

export const CentreCreate = () => <CentreForm mode="create" />;
export const CentreEdit = () => <CentreForm mode="edit" />;
