// /admin/donations/form-10bd (admins): each financial year's Form 10BD as the income-tax portal's
// CSV, the donors without PAN named (the CSV flags them), and "mark filed", which ends the
// dashboard's May reminder.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { donationsApi } from '../../api/donations';
import { useConfirm } from '../../components/confirm-dialog';
import { forAdmins } from '../../components/not-allowed';
import { PageHeader } from '../../components/page-header';
import { useApi } from '../../lib/console-context';
import { fill } from '../../lib/messages';
import { saveFile } from '../../lib/save-file';
import { showDate } from '../../lib/resource';
import { problemOf, Problems, StaticTable, t } from './donation-bits';

const f = t.form10bd;

function Form10bd() {
  const api = useApi();
  const confirm = useConfirm();
  const [problems, setProblems] = useState<string[]>([]);
  const years = useQuery({ queryKey: ['form-10bd'], queryFn: ({ signal }) => donationsApi.form10bdYears(api, signal) });
  const attempt = async (work: () => Promise<void>) => {
    try {
      await work();
      setProblems([]);
    } catch (error) {
      setProblems(problemOf(error));
    }
  };
  const download = (fy: string) =>
    attempt(async () => {
      const file = await donationsApi.form10bdCsv(api, fy);
      saveFile(file.blob, file.filename ?? `form-10bd-${fy}.csv`);
    });
  const markFiled = (fy: string) =>
    attempt(async () => {
      const text = fill(f.confirmFiled, { year: fy });
      if (!(await confirm({ title: fill(f.markFiled, { year: fy }), text, confirmLabel: fill(f.markFiled, { year: fy }) }))) return;
      await donationsApi.markFiled(api, fy);
      await years.refetch();
    });
  return (
    <>
      <PageHeader title={f.title} intro={f.intro} />
      {years.data?.reminder && <p className="notice notice--info">{fill(f.reminder, { year: years.data.reminder })}</p>}
      <Problems problems={[...problems, ...(years.isError ? problemOf(years.error) : [])]} />
      {years.isPending ? (
        <p role="status">{t.loading}</p>
      ) : (
        <StaticTable
          caption={f.title}
          rows={years.data?.years ?? []}
          rowKey={(y) => y.financial_year}
          empty={f.title}
          columns={[
            { header: f.year, primary: true, cell: (y) => y.financial_year },
            { header: f.rows, cell: (y) => y.rows },
            {
              header: f.withoutPan,
              cell: (y) =>
                y.without_pan.length ? (
                  <ul className="plain-list">
                    {y.without_pan.map((d) => (
                      <li key={`${d.name}-${d.amount}`}>
                        {d.name} (₹{d.amount})
                      </li>
                    ))}
                  </ul>
                ) : (
                  f.withoutPanNone
                ),
            },
            { header: f.filed, cell: (y) => (y.filed_at ? fill(f.filedOn, { date: showDate(y.filed_at) }) : f.notFiled) },
          ]}
          actions={(y) => (
            <div className="donation-actions">
              <button type="button" className="button button--secondary button--small" onClick={() => void download(y.financial_year)}>
                {fill(f.download, { year: y.financial_year })}
              </button>
              {!y.filed_at && (
                <button type="button" className="button button--small" onClick={() => void markFiled(y.financial_year)}>
                  {fill(f.markFiled, { year: y.financial_year })}
                </button>
              )}
            </div>
          )}
        />
      )}
    </>
  );
}

export default forAdmins(Form10bd);
